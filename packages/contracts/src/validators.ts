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

/**
 * A form's first failing field, in form order, with its text limits checked beside its own rules:
 * a text longer than its limit (`[label, max]`) fails with `tooLongMessage`, unless `problem`
 * (the form's own first failing rule) is on a field before it. So a form never has to cut what
 * was typed to keep it within what the server takes.
 * `withTextLimits(['name', 'email'], null, { name: 'x'.repeat(61) }, { name: ['First name', 60] })`
 * → `{ field: 'name', message: 'First name must be at most 60 characters.' }`.
 */
export function withTextLimits<Field extends string>(
  order: readonly Field[],
  problem: { field: Field; message: string } | null,
  values: Partial<Record<Field, unknown>>,
  limits: Partial<Record<Field, readonly [label: string, max: number]>>,
): { field: Field; message: string } | null {
  for (const field of order) {
    const limit = limits[field];
    const value = values[field];
    if (limit && typeof value === 'string' && value.length > limit[1])
      return { field, message: tooLongMessage(limit[0], limit[1]) };
    if (problem?.field === field) return problem;
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
