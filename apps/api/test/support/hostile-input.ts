/** Values that have broken servers: bytes PostgreSQL refuses, sizes, numbers and dates at the edges. */
export const HOSTILE_TEXT = [
  '\u0000',
  'R2\u0000345678',
  'x\ud800',
  '\udfff\ud800',
  'a'.repeat(70_000),
  '',
  '   ',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '\u202eevil',
  '😀'.repeat(40),
  '%00',
  '../../etc/passwd',
];
export const HOSTILE_NUMBERS = [1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -1, 0.0001, 2 ** 63];
export const HOSTILE_DATES = [
  '0000-01-01 00:00',
  '1970-01-01 00:00',
  '2026-02-30 10:00',
  '2026-12-10 24:00',
  '2126-01-01 10:00',
  '9999-12-31 23:59',
  '+275760-09-13 00:00',
  '2026-12-10T10:00:00Z',
];
export const HOSTILE_SHAPES = [null, true, [], {}, [[[[[[[[[[]]]]]]]]]], { $gt: '' }];
export const HOSTILE = [...HOSTILE_TEXT, ...HOSTILE_NUMBERS, ...HOSTILE_DATES, ...HOSTILE_SHAPES];

/** Text that JSON carries but no JavaScript value can hold: written into a body as it is. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** `[[[…]]]` and `{"a":{"a":…}}` nested `depth` levels, as raw JSON text. */
export function nestedJson(depth: number, kind: 'array' | 'object'): RawJson {
  return kind === 'array'
    ? new RawJson('['.repeat(depth) + ']'.repeat(depth))
    : new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
}

/** More of the same for the generated fuzzing: longer texts, numbers JSON cannot round-trip. */
export const HOSTILE_EXTRA = [
  'a'.repeat(100_000),
  'x'.repeat(300),
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '__proto__',
  '\r\n\r\nX-Injected: 1',
  '\ufeff',
  '\ufffd',
  '%E0%A4%A',
  '0001-01-01 00:00',
  '0001-01-01',
  '9999-12-31',
  '2126-01-01 10:00:00',
  '1900-01-01 00:00',
  '2026-12-02',
  -0,
  2 ** 31,
  -(2 ** 31) - 1,
  1.5,
  Number.MIN_VALUE,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1e-400'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('-0.0'),
  nestedJson(33, 'array'),
  nestedJson(33, 'object'),
  nestedJson(5_000, 'array'),
  nestedJson(5_000, 'object'),
];

/** JSON text of a value that may hold raw pieces; own `__proto__` keys are written as keys. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
