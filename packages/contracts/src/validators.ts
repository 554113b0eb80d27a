import { CARD_EXPIRY_MAX_YEAR, SA_ID_LENGTH } from './constants.ts';
import { isLocalDate, toLocalDateTime } from './time.ts';

/*
 * Field checks shared by the site and the server, without zod, so that the site's first pages
 * can use them without loading it (decision record 0018).
 */

/**
 * The longest e-mail address: RFC 5321's path of 256 characters less its angle brackets. Every
 * e-mail field of the site and of the API takes this many, so that an address a quote or a
 * booking was made with can always be looked up.
 */
export const EMAIL_MAX_LENGTH = 254;

/**
 * zod's own e-mail pattern (`z.regexes.email`, what `z.email()` checks), so that the site, the
 * server's schemas and `z.email()` accept the same addresses (a test holds them equal).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The one e-mail rule of the site and the API: EMAIL_PATTERN, at most EMAIL_MAX_LENGTH
 * characters. `isEmail('thandi@example.co.za') === true`; an address of 255 characters is false.
 */
export function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}

/** `tooLongMessage('First name', 60) === 'First name must be at most 60 characters.'` */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`;
}

/** Whether a customer text is one line (a name, a number, a subject) or may hold several. */
export type TextLines = 'single' | 'multi';

/**
 * Characters no customer text may hold: the C0 and C1 controls (NUL, TAB, DEL, … and, on one
 * line, CR and LF) and the bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which would turn the rest of a mail's line around.
 */
const UNUSABLE_CHARACTER = {
  single: /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u,
  multi: /(?![\r\n])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u,
} as const;

/**
 * The one "no unusable character" rule of a customer text, on the site and in the API: a single
 * line holds no control character and no bidi control; several lines may also break with CR/LF.
 * Right-to-left letters are fine: `isUsableText('عائشة') === true`,
 * `isUsableText('Line1\nBcc: x') === false`, `isUsableText('Line1\nLine2', 'multi') === true`,
 * `isUsableText('\u202etxt.exe') === false`.
 */
export function isUsableText(text: string, lines: TextLines = 'single'): boolean {
  return !UNUSABLE_CHARACTER[lines].test(text);
}

/** What a schema says of a text failing `isUsableText`, after the field's name. */
export const UNUSABLE_CHARACTER_PROBLEM = 'holds a character that cannot be used';

/** `unusableCharacterMessage('First name') === 'First name holds a character that cannot be used.'` */
export function unusableCharacterMessage(label: string): string {
  return `${label} ${UNUSABLE_CHARACTER_PROBLEM}.`;
}

/**
 * A form's first failing field, in form order, with its text limits checked beside its own rules:
 * a text longer than its limit (`[label, max]`) fails with `tooLongMessage`, unless `problem`
 * (the form's own first failing rule) is on a field before it. So a form never has to cut what
 * was typed to keep it within what the server takes. A text failing `isUsableText` fails with
 * `unusableCharacterMessage` after its field's own rule: on several lines unless its entry says
 * `'single'` (a form's one-line input cannot hold a line break; the schemas refuse one).
 * `withTextLimits(['name', 'email'], null, { name: 'x'.repeat(61) }, { name: ['First name', 60] })`
 * → `{ field: 'name', message: 'First name must be at most 60 characters.' }`.
 */
export function withTextLimits<Field extends string>(
  order: readonly Field[],
  problem: { field: Field; message: string } | null,
  values: Partial<Record<Field, unknown>>,
  limits: Partial<Record<Field, readonly [label: string, max: number, lines?: TextLines]>>,
): { field: Field; message: string } | null {
  for (const field of order) {
    const limit = limits[field];
    const value = values[field];
    if (limit && typeof value === 'string' && value.length > limit[1])
      return { field, message: tooLongMessage(limit[0], limit[1]) };
    if (problem?.field === field) return problem;
    if (limit && typeof value === 'string' && !isUsableText(value, limit[2] ?? 'multi'))
      return { field, message: unusableCharacterMessage(limit[0]) };
  }
  return problem;
}

/**
 * A character that shows: not white space, not a control (\p{Cc}), not a format character
 * (\p{Cf}: the bidi overrides such as U+202E, zero-width spaces and joiners, the BOM) and not
 * another default-ignorable code point (the Hangul fillers, variation selectors).
 */
const VISIBLE_CHARACTER = /[^\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/**
 * The one "was anything typed" rule of a required text, on the site and in the API: at least one
 * character that shows. `trim()` keeps U+202E, so a name of only that "has" text without this.
 * `hasVisibleText('Thandi') === true`, `hasVisibleText(' \u202e\u200b ') === false`.
 */
export function hasVisibleText(text: string): boolean {
  return VISIBLE_CHARACTER.test(text);
}

/**
 * An optional text as kept: itself when it has visible text, else empty, as a blank one is.
 * `visibleOrEmpty('\u202e') === ''`, `visibleOrEmpty('Gate 3') === 'Gate 3'`.
 */
export function visibleOrEmpty(text: string): string {
  return hasVisibleText(text) ? text : '';
}

/** Letters, digits and underscore only: `isAlphanumeric('A1234_5') === true`. */
export function isAlphanumeric(text: string): boolean {
  return /^\w+$/.test(text);
}

/** Digits only: `isNumeric('0821234567') === true`. */
export function isNumeric(text: string): boolean {
  return /^\d+$/.test(text);
}

/** An optional plus, then digits: `isPhone('+27821234567') === true`. */
export function isPhone(text: string): boolean {
  return /^\+?\d+$/.test(text);
}

/** A real calendar date `yyyy-mm-dd`: `isDate('2026-02-29') === false`. */
export function isDate(text: string): boolean {
  return isLocalDate(text);
}

/** A South African ID number: exactly 13 digits: `isSouthAfricanId('8001015009087') === true`. */
export function isSouthAfricanId(text: string): boolean {
  return text.length === SA_ID_LENGTH && isNumeric(text);
}

/**
 * Card expiry `yyyymm`: month 1 to 12, not before the current branch-local month, year at most
 * 2030: `isCardExpiry('202612', now in Nov 2026) === true`.
 */
export function isCardExpiry(text: string, now: Date): boolean {
  if (!/^\d{6}$/.test(text)) return false;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(4));
  if (month < 1 || month > 12 || year > CARD_EXPIRY_MAX_YEAR) return false;
  return text >= toLocalDateTime(now).slice(0, 7).replace('-', '');
}

/** An http(s) address with a dotted host: `isWebsite('https://bluu.co.za') === true`. */
export function isWebsite(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
}
