import { USER_MESSAGES } from '@bluu/contracts/users-rules';
import { describe, expect, it } from 'vitest';
import { userEmailSchema } from '@bluu/contracts/users';
import {
  firstRegistrationProblem,
  firstStepOneProblem,
  INITIAL_REGISTRATION,
  toRegisterRequest,
  type RegistrationValues,
} from './registration-form.ts';
import { internationalPhone, searchCountries } from './phone.ts';

const VALID: RegistrationValues = {
  ...INITIAL_REGISTRATION,
  registerIDType: 'SAID',
  registerID: '8001015009087',
  registerTitle: 'MS',
  registerFirstname: 'Naledi',
  registerLastname: 'Mokoena',
  registerCellNumber: '082 123 4567',
  registerEmail: 'naledi@example.co.za',
  registerConfirmationEmail: 'naledi@example.co.za',
  registerPassword: 'Correct-Horse-7',
  registerRePassword: 'Correct-Horse-7',
  consent: true,
};

const problemOf = (changes: Partial<RegistrationValues>) =>
  firstRegistrationProblem({ ...VALID, ...changes }, internationalPhone);

describe('the registration schema (spec 001 §5)', () => {
  it('accepts a complete form', () => {
    expect(firstRegistrationProblem(VALID, internationalPhone)).toBeNull();
  });

  it.each([
    [{ account: '' }, 'account', 'Please select Account.'],
    [{ registerIDType: '' }, 'registerIDType', USER_MESSAGES.idType],
    [{ registerID: '80010150090' }, 'registerID', 'ID number must be exactly 13 digits'],
    [
      { registerID: '80010150090AB' },
      'registerID',
      'ID number must be numeric and exactly 13 digits',
    ],
    [
      { registerIDType: 'NAID', registerID: '' },
      'registerID',
      'ID number must be numeric and exactly 13 digits',
    ],
    [{ registerIDType: 'PASS', registerID: '' }, 'registerID', 'Passport number is required'],
    [{ registerTitle: '' }, 'registerTitle', 'Please select Title.'],
    [
      { registerFirstname: 'N' },
      'registerFirstname',
      'First name must be at least two characters long!',
    ],
    [{ registerLastname: ' ' }, 'registerLastname', 'Please enter your Last name.'],
    // Only invisible characters (a right-to-left override, zero-width spaces): no name at all.
    [
      { registerFirstname: '\u202e\u200b\u200b' },
      'registerFirstname',
      'First name must be at least two characters long!',
    ],
    [{ registerLastname: '\u202e\u200b' }, 'registerLastname', 'Please enter your Last name.'],
    [{ registerCellNumber: '12345' }, 'registerCellNumber', 'Invalid phone number'],
    [
      { registerDriverLicenceNumber: 'ab12' },
      'registerDriverLicenceNumber',
      USER_MESSAGES.licenceNumber,
    ],
    [{ registerEmail: 'naledi@' }, 'registerEmail', 'Please enter a valid  Email address.'],
    [
      { registerConfirmationEmail: 'other@example.co.za' },
      'registerConfirmationEmail',
      'Please enter matching emails',
    ],
    [
      { registerPassword: 'short', registerRePassword: 'short' },
      'registerPassword',
      'Password must be at least 8 characters.',
    ],
    [
      { registerRePassword: 'Correct-Horse-8' },
      'registerRePassword',
      'Please enter matching passwords',
    ],
    [{ consent: false }, 'consent', 'You must agree to terms and conditions to proceed.'],
  ] as const)('%o fails on %s: %s', (changes, field, message) => {
    expect(problemOf(changes)).toEqual({ field, message });
  });

  it('shows one message at a time: the first failing field in the form wins', () => {
    expect(problemOf({ registerTitle: '', consent: false, registerEmail: '' })?.field).toBe(
      'registerTitle',
    );
  });

  it('accepts a passport number with letters, and a licence number of 6-15 capitals and digits', () => {
    expect(problemOf({ registerIDType: 'PASS', registerID: 'A1234567' })).toBeNull();
    expect(problemOf({ registerDriverLicenceNumber: '1234ABCD5678' })).toBeNull();
  });
});

describe("step 1 holds the server's rules", () => {
  const stepOneProblemOf = (changes: Partial<RegistrationValues>, passwordChosen = false) =>
    firstStepOneProblem({ ...VALID, ...changes }, internationalPhone, { passwordChosen });

  it('accepts a complete form', async () => {
    expect(await stepOneProblemOf({})).toBeNull();
  });

  it.each([
    ['jane@example.c', 'jane@example.c'],
    ['jane@@example.co.za', 'jane@@example.co.za'],
    ['an address of 255 characters', `${'j'.repeat(250)}@x.co`],
  ])(
    'refuses %s as the server does, on the e-mail field (one e-mail rule, decision 0043)',
    (_name, email) => {
      expect(userEmailSchema.safeParse(email).success).toBe(false);
      expect(problemOf({ registerEmail: email, registerConfirmationEmail: email })).toEqual({
        field: 'registerEmail',
        message: USER_MESSAGES.email,
      });
    },
  );

  it.each(['A12 34/5', 'A12_345', 'A-1234567'])(
    'refuses the passport number %s on its field: letters and digits only',
    async (passport) => {
      expect(
        await stepOneProblemOf({
          registerIDType: 'PASS',
          registerID: passport,
          registerEmail: 'jane@example.c',
        }),
      ).toEqual({ field: 'registerID', message: 'Please enter a valid Passport number.' });
    },
  );

  it('says a too-long text is too long, before what the server would say of it', async () => {
    expect(await stepOneProblemOf({ registerLastname: 'M'.repeat(101) })).toEqual({
      field: 'registerLastname',
      message: 'Last name must be at most 100 characters.',
    });
  });

  it('does not ask for the password again once it was chosen for this e-mail', async () => {
    const withoutPasswords = { registerPassword: '', registerRePassword: '' };
    expect(await stepOneProblemOf(withoutPasswords)).toMatchObject({ field: 'registerPassword' });
    expect(await stepOneProblemOf(withoutPasswords, true)).toBeNull();
    expect(await stepOneProblemOf({ ...withoutPasswords, consent: false }, true)).toMatchObject({
      field: 'consent',
    });
  });
});

describe('the step-1 payload (spec 001 §3)', () => {
  it('sends the contact number internationally with a dash after the calling code', () => {
    expect(toRegisterRequest(VALID, '+27-821234567')).toEqual({
      licenceCode: '',
      driversLicenceNumber: '',
      Title: 'MS',
      IDType: 'SAID',
      Password: 'Correct-Horse-7',
      PasswordConfirmation: 'Correct-Horse-7',
      TermsConditions: true,
      FirstName: 'Naledi',
      LastName: 'Mokoena',
      IDPassportNumber: '8001015009087',
      phoneNoCountry: 'ZA',
      ContactNumber: '+27-821234567',
      EmailAddress: 'naledi@example.co.za',
      EmailAddressConfirmation: 'naledi@example.co.za',
      userType: 'Registered',
      accounts: [],
    });
  });

  it('reads the number in the chosen country, whose calling code cannot be typed', () => {
    expect(internationalPhone('NA', '081 234 5678')).toBe('+264-812345678');
    expect(internationalPhone('ZA', '+264 81 234 5678')).toBeNull();
  });

  it('finds countries by name, code or calling code', () => {
    expect(searchCountries('namib').map((country) => country.code)).toEqual(['NA']);
    expect(searchCountries('+27').map((country) => country.code)).toContain('ZA');
    expect(searchCountries('bw').map((country) => country.code)).toContain('BW');
    expect(
      searchCountries('na')
        .slice(0, 2)
        .map((country) => country.code),
    ).toEqual(['NA', 'NR']);
    expect(searchCountries('zeal')[0]?.name).toBe('New Zealand');
  });
});
