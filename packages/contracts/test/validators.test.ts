import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseLocalDateTime } from '../src/time.ts';
import {
  EMAIL_MAX_LENGTH,
  hasVisibleText,
  isAlphanumeric,
  isCardExpiry,
  isDate,
  isEmail,
  isNumeric,
  isPhone,
  isSouthAfricanId,
  isUsableText,
  isWebsite,
  unusableCharacterMessage,
  visibleOrEmpty,
  withTextLimits,
} from '../src/validators.ts';

describe('validators', () => {
  it.each([
    ['Thandi', true],
    ['\u202eThandi', true],
    ['Ø', true],
    ['李', true],
    ['.', true],
    ['', false],
    [' \t\n\u00a0\u3000', false],
    ['\u202e', false],
    ['\u200b\u200c\u200d\u2060\ufeff', false],
    ['\u0000\u0007\u007f', false],
    ['\u3164\u115f', false],
  ])('hasVisibleText(%j) is %s', (text, expected) => {
    expect(hasVisibleText(text)).toBe(expected);
    expect(visibleOrEmpty(text)).toBe(expected ? text : '');
  });

  it.each([
    ['thandi@example.co.za', true],
    ['a.b+c@mail.bluu.co.za', true],
    ['thandi@', false],
    ['no at sign', false],
    ['', false],
  ])('isEmail(%j) is %s', (text, expected) => expect(isEmail(text)).toBe(expected));

  it('takes an address of up to 254 characters, the RFC 5321 limit, and no longer', () => {
    const address = (length: number) =>
      `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(length - 128)}.co.za`;
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(isEmail(address(188))).toBe(true);
    expect(isEmail(address(254))).toBe(true);
    expect(isEmail(address(255))).toBe(false);
  });

  it('accepts exactly the addresses z.email() accepts, up to the longest address', () => {
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
      expect(isEmail(sample), sample).toBe(z.email().safeParse(sample).success);
  });

  describe('text limits beside the rules of a form', () => {
    const order = ['name', 'surname', 'email', 'consent'] as const;
    const limits = { name: ['First name', 60], email: ['Email address', 254] } as const;

    it('says a text longer than its limit is too long', () => {
      expect(withTextLimits(order, null, { name: 'x'.repeat(61) }, limits)).toEqual({
        field: 'name',
        message: 'First name must be at most 60 characters.',
      });
      expect(withTextLimits(order, null, { name: 'x'.repeat(60) }, limits)).toBeNull();
    });

    it('keeps the first failing field in form order', () => {
      const consent = { field: 'consent', message: 'Please accept.' } as const;
      const surname = { field: 'surname', message: 'Please enter your Last name.' } as const;
      const longEmail = { email: 'x'.repeat(255) };
      expect(withTextLimits(order, consent, longEmail, limits)).toEqual({
        field: 'email',
        message: 'Email address must be at most 254 characters.',
      });
      expect(withTextLimits(order, surname, longEmail, limits)).toEqual(surname);
      expect(withTextLimits(order, consent, {}, limits)).toEqual(consent);
    });
  });

  describe('characters a customer text may hold', () => {
    it.each([
      ['Thandi Nkosi', 'single', true],
      ["O'Neil-Smith", 'single', true],
      ['عائشة الحسيني', 'single', true],
      ['שרה כהן', 'single', true],
      ['Zoë 李 😀', 'single', true],
      ['Line1\r\nBcc: evil@x.com', 'single', false],
      ['Line1\nBcc', 'single', false],
      ['Tab\there', 'single', false],
      ['nul\u0000', 'single', false],
      ['del\u007f', 'single', false],
      ['c1\u0085', 'single', false],
      ['c1\u009b', 'single', false],
      ...[
        '\u202a',
        '\u202b',
        '\u202c',
        '\u202d',
        '\u202e',
        '\u2066',
        '\u2067',
        '\u2068',
        '\u2069',
      ].map((bidi) => [`R123 ${bidi}txt.exe`, 'single', false] as const),
      ['Dear team,\r\nPlease call.\nThanks', 'multi', true],
      ['عائشة\nשרה', 'multi', true],
      ['Tab\there', 'multi', false],
      ['bell\u0007', 'multi', false],
      ['nul\u0000', 'multi', false],
      ['line\n\u202etxt.exe', 'multi', false],
      ['line\u2067', 'multi', false],
    ] as const)('isUsableText(%j, %s) is %s', (text, lines, expected) => {
      expect(isUsableText(text, lines)).toBe(expected);
    });

    it('takes one line by default', () => {
      expect(isUsableText('a\nb')).toBe(false);
      expect(isUsableText('a b')).toBe(true);
    });

    it('names the field in its message', () => {
      expect(unusableCharacterMessage('First name')).toBe(
        'First name holds a character that cannot be used.',
      );
    });

    it("is checked by withTextLimits after the field's own rule, lines allowed unless single", () => {
      const order = ['name', 'notes', 'consent'] as const;
      const limits = {
        name: ['First name', 60, 'single'],
        notes: ['Pick-up instructions', 500],
      } as const;
      expect(withTextLimits(order, null, { name: 'Tab\there' }, limits)).toEqual({
        field: 'name',
        message: 'First name holds a character that cannot be used.',
      });
      expect(withTextLimits(order, null, { name: 'a\nb' }, limits)?.field).toBe('name');
      const enter = { field: 'name', message: 'Please enter your First name.' } as const;
      expect(withTextLimits(order, enter, { name: '\u202e' }, limits)).toEqual(enter);
      expect(withTextLimits(order, null, { notes: 'Gate 3\nRing twice' }, limits)).toBeNull();
      expect(withTextLimits(order, null, { notes: 'Gate\u202e3' }, limits)).toEqual({
        field: 'notes',
        message: 'Pick-up instructions holds a character that cannot be used.',
      });
      expect(withTextLimits(order, null, { name: 'عائشة' }, limits)).toBeNull();
    });
  });

  it.each([
    ['A1234_5', true],
    ['8001015009087', true],
    ['AB 123', false],
    ['AB-123', false],
    ['', false],
  ])('isAlphanumeric(%j) is %s', (text, expected) => expect(isAlphanumeric(text)).toBe(expected));

  it.each([
    ['0821234567', true],
    ['12a', false],
    ['-1', false],
    ['', false],
  ])('isNumeric(%j) is %s', (text, expected) => expect(isNumeric(text)).toBe(expected));

  it.each([
    ['+27821234567', true],
    ['0821234567', true],
    ['++27821234567', false],
    ['082 123 4567', false],
    ['27+821234567', false],
    ['+', false],
  ])('isPhone(%j) is %s', (text, expected) => expect(isPhone(text)).toBe(expected));

  it.each([
    ['2026-12-31', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-1-01', false],
    ['01-12-2026', false],
  ])('isDate(%j) is %s', (text, expected) => expect(isDate(text)).toBe(expected));

  it.each([
    ['8001015009087', true],
    ['800101500908', false],
    ['80010150090871', false],
    ['80010150090A7', false],
  ])('isSouthAfricanId(%j) is %s', (text, expected) =>
    expect(isSouthAfricanId(text)).toBe(expected),
  );

  describe('card expiry yyyymm', () => {
    const now = parseLocalDateTime('2026-11-21 12:00') as Date;
    it.each([
      ['202611', true],
      ['202612', true],
      ['203012', true],
      ['202610', false],
      ['203101', false],
      ['202600', false],
      ['202613', false],
      ['20261', false],
      ['2026112', false],
      ['11/26', false],
    ])('isCardExpiry(%j) is %s in November 2026', (text, expected) =>
      expect(isCardExpiry(text, now)).toBe(expected),
    );

    it('uses the branch-local month at a month end', () => {
      // 22:30 UTC on 30 November is already 1 December in South Africa.
      expect(isCardExpiry('202611', new Date('2026-11-30T22:30:00Z'))).toBe(false);
      expect(isCardExpiry('202612', new Date('2026-11-30T22:30:00Z'))).toBe(true);
    });
  });

  it.each([
    ['https://bluu.co.za', true],
    ['http://www.example.com/path?q=1', true],
    ['ftp://bluu.co.za', false],
    ['https://localhost', false],
    ['bluu.co.za', false],
  ])('isWebsite(%j) is %s', (text, expected) => expect(isWebsite(text)).toBe(expected));
});
