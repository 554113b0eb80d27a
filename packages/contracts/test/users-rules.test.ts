import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isEmailAddress } from '../src/users-rules.ts';

describe('isEmailAddress', () => {
  it('is the pattern the server checks with z.email()', () => {
    const samples = [
      'thandi@example.co.za',
      'a.b+c@mail.bluu.co.za',
      "o'neil@example.com",
      'thandi@',
      'thandi@example',
      '.thandi@example.co.za',
      'thandi..nkosi@example.co.za',
      'thandi@-example.co.za',
      'no at sign',
      '',
    ];
    for (const sample of samples)
      expect(isEmailAddress(sample), sample).toBe(z.email().safeParse(sample).success);
  });
});
