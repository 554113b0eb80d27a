import { USER_MESSAGES } from '@bluu/contracts/users-rules';
import { describe, expect, it } from 'vitest';
import {
  firstRegisterError,
  INITIAL_REGISTER_VALUES,
  type RegisterValues,
} from './register-form.ts';

const VALID: RegisterValues = {
  ...INITIAL_REGISTER_VALUES,
  registerIDType: 'SAID',
  registerID: '8001015009087',
  registerFirstname: 'Naledi',
  registerLastname: 'Mokoena',
  registerEmail: 'naledi@example.co.za',
  registerPassword: 'Correct-Horse-7',
  registerRePassword: 'Correct-Horse-7',
  consent: true,
};

const problemOf = (changes: Partial<RegisterValues>) =>
  firstRegisterError({ ...VALID, ...changes });

describe('the REGISTER dialog (spec 000 §5)', () => {
  it('accepts a complete form', () => {
    expect(firstRegisterError(VALID)).toBeNull();
  });

  it.each([
    [{ registerFirstname: '  ' }, 'registerFirstname', USER_MESSAGES.firstName],
    // Only invisible characters (a right-to-left override, zero-width spaces): no name at all,
    // as the server's users contract says (hasVisibleText).
    [{ registerFirstname: '\u202e\u200b' }, 'registerFirstname', USER_MESSAGES.firstName],
    [{ registerLastname: '' }, 'registerLastname', USER_MESSAGES.lastName],
    [{ registerLastname: '\u200b\u202e\u200b' }, 'registerLastname', USER_MESSAGES.lastName],
  ] as const)('refuses %j on %s', (changes, field, message) => {
    expect(problemOf(changes)).toEqual({ field, message });
  });
});
