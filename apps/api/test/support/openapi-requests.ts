import fc from 'fast-check';
import { HOSTILE, HOSTILE_EXTRA, HOSTILE_TEXT, jsonText } from './hostile-input.ts';

/** The part of JSON Schema that the routes' zod schemas turn into (OpenAPI 3.0 flavour). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenApiParameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** One operation of the OpenAPI description: `POST /api/Booking/{reference}` and what it takes. */
export interface Operation {
  method: string;
  path: string;
  parameters: OpenApiParameter[];
  body?: JsonSchema;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** Known-good values for a field, by its name (branch codes, a real booking's reference…). */
export type Hints = (fieldName: string) => readonly string[] | undefined;

/** Values that fit a schema; texts come from the hints for their field name most of the time. */
export function valueOf(schema: JsonSchema, name: string, hints: Hints): fc.Arbitrary<unknown> {
  const value = plainValueOf(schema, name, hints);
  return schema.nullable ? fc.option(value, { nil: null, freq: 8 }) : value;
}

function plainValueOf(schema: JsonSchema, name: string, hints: Hints): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valueOf(a, name, hints)));
  if (schema.allOf?.length) return valueOf(Object.assign({}, ...schema.allOf), name, hints);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectOf(schema, hints);
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, name, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'string':
      return stringOf(schema, name, hints);
    case 'integer':
    case 'number':
      return numberOf(schema, type);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, valueOf(property, key, hints)]),
  );
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(model, { requiredKeys });
}

function stringOf(schema: JsonSchema, name: string, hints: Hints): fc.Arbitrary<string> {
  const known = hints(name);
  const generic = genericString(schema);
  return known?.length
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...known) },
        { weight: 1, arbitrary: generic },
      )
    : generic;
}

function genericString(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 30, 30);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const matching = schema.pattern ? matchingString(schema.pattern) : undefined;
  const plain = fc.string({ minLength, maxLength, unit: 'grapheme' });
  return matching ? fc.oneof({ weight: 3, arbitrary: matching }, plain) : plain;
}

/** Strings matching a route's pattern, or undefined where fast-check cannot read the pattern. */
function matchingString(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    const regex = new RegExp(pattern);
    const arbitrary = fc.stringMatching(regex, { maxLength: 40 });
    fc.sample(arbitrary, 1);
    return arbitrary;
  } catch {
    return undefined;
  }
}

function numberOf(schema: JsonSchema, type: 'integer' | 'number'): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number';
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number';
  const min = (exclusiveMin ? schema.exclusiveMinimum : schema.minimum) as number | undefined;
  const max = (exclusiveMax ? schema.exclusiveMaximum : schema.maximum) as number | undefined;
  const low = min ?? Math.min(-1000, max ?? 0);
  const high = max ?? Math.max(100_000, low);
  if (type === 'integer')
    return fc.integer({ min: Math.ceil(low + (exclusiveMin ? 1 : 0)), max: Math.floor(high) });
  return fc.double({
    min: low,
    max: high,
    minExcluded: exclusiveMin,
    maxExcluded: exclusiveMax,
    noNaN: true,
  });
}

/** Anything hostile: the known breakers, random JSON, any code point, any number. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE, ...HOSTILE_EXTRA) },
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
);

const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'a\u0000',
    'x\ud800',
    'k'.repeat(1000),
    '',
  ),
  fc.string({ maxLength: 12 }),
);

type Path = Array<string | number>;

type Mutation =
  | { kind: 'none' }
  | { kind: 'set'; at: number; value: unknown }
  | { kind: 'delete'; at: number }
  | { kind: 'add'; at: number; key: string; value: unknown }
  | { kind: 'wrap' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: hostileValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      at: fc.nat(),
      key: hostileKey,
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'wrap' as const }) },
);

/** Every place in a value: the root, each property and each item, depth first. */
function placesOf(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [path];
  return [
    path,
    ...Object.entries(value).flatMap(([key, item]) =>
      placesOf(item, [...path, Array.isArray(value) ? Number(key) : key]),
    ),
  ];
}

function parentOf(root: unknown, path: Path): Record<string | number, unknown> {
  let target = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  return target;
}

/** The value with one mutation applied; `undefined` means no body at all. */
function mutated(value: unknown, change: Mutation): unknown {
  if (change.kind === 'none') return value;
  if (change.kind === 'wrap') return [value];
  const root = { body: structuredClone(value) };
  const places = placesOf(root.body, ['body']);
  const path = places[change.at % places.length]!;
  const parent = parentOf(root, path);
  const key = path.at(-1)!;
  if (change.kind === 'set') parent[key] = change.value;
  else if (change.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else {
    const target = parent[key];
    if (target !== null && typeof target === 'object' && !Array.isArray(target))
      // defineProperty: a `__proto__` key stays an own key, as JSON.parse would make it.
      Object.defineProperty(target, change.key, {
        value: change.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else parent[key] = change.value;
  }
  return root.body;
}

/** Raw bodies no schema describes: broken JSON, bytes that are not UTF-8, over the size limit. */
const rawBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    '',
    'null',
    '{',
    '{"a":',
    '{}}',
    '[1,]',
    '{"a":1,"a":2}',
    '\ufeff{}',
    'undefined',
    `{"x":"${'y'.repeat(300_000)}"}`,
    '"\\ud800"',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
  ),
  fc.constant(
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/**
 * A body for a schema: a fitting value or a known-good example (one the domain accepts, so
 * mutations reach the rules behind validation), mutated most of the time, or raw text.
 */
export function bodyOf(
  schema: JsonSchema,
  hints: Hints,
  example?: unknown,
): fc.Arbitrary<string | Buffer | undefined> {
  const fitting = valueOf(schema, 'body', hints);
  const base = example === undefined ? fitting : fc.oneof(fitting, fc.constant(example));
  const json = fc.tuple(base, mutation).map(([value, change]) => {
    const body = mutated(value, change);
    return body === undefined ? undefined : jsonText(body);
  });
  return fc.oneof({ weight: 9, arbitrary: json }, { weight: 1, arbitrary: rawBody });
}

/** A path segment or query value as a client would encode it; a lone surrogate as its raw bytes. */
export function encoded(value: unknown): string {
  const text = typeof value === 'string' ? value : jsonText(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Segments that break URL decoding or routing: NUL, broken escapes, slashes, dots, huge. */
const RAW_SEGMENTS = [
  '%00',
  '%E0%A4%A',
  '%',
  '%%',
  '%FF%FE',
  '%C0%80',
  '%ED%A0%80',
  '%u0041',
  'a%2Fb',
  'a/b',
  '..',
  '%2e%2e',
  '.',
  '+',
  '%20',
  'x'.repeat(5_000),
  encoded('😀'.repeat(30)),
];

const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...RAW_SEGMENTS),
  fc.constantFrom(...HOSTILE_TEXT, ...HOSTILE_EXTRA).map(encoded),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encoded),
);

function segmentOf(parameter: OpenApiParameter, hints: Hints): fc.Arbitrary<string> {
  const fitting = valueOf(parameter.schema ?? { type: 'string' }, parameter.name, hints).map(
    encoded,
  );
  return fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 2, arbitrary: hostileSegment });
}

/** A query string: the declared parameters (sometimes left out or given twice) and strays. */
function queryOf(parameters: OpenApiParameter[], hints: Hints): fc.Arbitrary<string> {
  const declared = parameters.map((parameter) =>
    fc
      .tuple(fc.nat(9), segmentOf(parameter, hints))
      .map(([roll, value]) =>
        roll === 0 && !parameter.required
          ? []
          : roll === 1
            ? [`${parameter.name}=${value}`, `${parameter.name}=x`]
            : [`${parameter.name}=${value}`],
      ),
  );
  const strays = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          ...parameters.map((p) => p.name),
          '__proto__',
          'a[b]',
          '',
          '%00',
          '%E0%A4%A',
        ),
        fc.string({ maxLength: 8 }).map(encoded),
      ),
      hostileSegment,
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...declared), strays)
    .map(([parts, extra]) =>
      [...parts.flat(), ...extra.map(([key, value]) => `${key}=${value}`)].join('&'),
    );
}

/** Header values a client can put on the wire: visible Latin-1, sometimes very long. */
const headerText = fc.oneof(
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((code) => code < 0x7f || code > 0x9f)
      .map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
  fc.constantFrom('', ' ', 'x'.repeat(8_000), '%00', '%E0%A4%A', 'null', '*', '-1'),
);

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/*',
  'application/json, text/plain',
];

/** How a request is signed in: not at all, with a real session, or with a forged cookie. */
export type SessionKind = 'none' | 'account' | 'tour' | 'user';
const sessionKind = fc.constantFrom<SessionKind>('none', 'none', 'account', 'tour', 'user');

const garbageCookie = fc.oneof(
  headerText,
  headerText.map((text) => `bluu_session=${text}`),
  fc.constantFrom(
    'bluu_session=',
    'bluu_session=abc.def',
    'bluu_session=%E0%A4%A',
    'bluu_session=a; bluu_session=b',
    `bluu_session=${'a'.repeat(4_000)}`,
    '=; ;;=',
  ),
);

/**
 * Stands in an `X-Session-User` header for the id of the individual signed in on the request's
 * session; the test puts the real id there, so the header sometimes names the session's user.
 */
export const SESSION_USER_PLACEHOLDER = '<the session user>';

const optionalHeaders = fc.record(
  {
    'x-session-user': fc.oneof(headerText, fc.uuid(), fc.constant(SESSION_USER_PLACEHOLDER)),
    'x-session-account': fc.oneof(
      headerText,
      fc.constantFrom('none', 'C10001', 'T20002', 'c10001'),
    ),
    'accept-language': headerText,
    accept: fc.oneof(headerText, fc.constantFrom('text/html', 'application/json;q=x', '*/*')),
    'accept-encoding': fc.oneof(headerText, fc.constantFrom('br;q=2', 'gzip;q=-1', 'zstd, *;q=0')),
    'x-request-id': headerText,
    'x-forwarded-for': headerText,
    forwarded: headerText,
    origin: headerText,
    referer: headerText,
    'user-agent': headerText,
    'if-none-match': headerText,
    range: fc.oneof(headerText, fc.constantFrom('bytes=0-', 'bytes=-1', 'bytes=9-1')),
    host: fc.oneof(headerText, fc.constantFrom('[', 'a b', 'evil.example:99999', '%')),
  },
  { requiredKeys: [] },
);

/** One generated request: what `app.inject` sends, and which session's cookie to add. */
export interface FuzzRequest {
  /** `POST /api/Booking/{reservationNumber}`: the operation it was made for. */
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  session: SessionKind;
  /** From this machine (the mailbox answers only that) rather than a client of its own. */
  local: boolean;
}

/**
 * Requests for one operation: path parameters, query, body and headers from its schema, each
 * part fitting most of the time and hostile otherwise.
 */
export function requestsFor(
  operation: Operation,
  hints: Hints,
  example?: unknown,
): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParameters.map((parameter) => segmentOf(parameter, hints)))
    .map((segments) =>
      pathParameters.reduce(
        (url, parameter, index) => url.replace(`{${parameter.name}}`, segments[index]!),
        operation.path,
      ),
    );
  const sendsBody = operation.body !== undefined;
  const body = sendsBody
    ? bodyOf(operation.body!, hints, example)
    : fc.option(rawBody, { nil: undefined, freq: 9 });
  const contentType = fc.oneof(
    { weight: sendsBody ? 12 : 1, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    { weight: 1, arbitrary: headerText },
    { weight: sendsBody ? 0 : 10, arbitrary: fc.constant(undefined) },
  );
  const cookie = fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, garbageCookie);
  const idempotencyKey = fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    fc.uuid(),
    headerText,
  );
  return fc
    .record({
      path,
      query: queryOf(queryParameters, hints),
      body,
      contentType,
      cookie,
      idempotencyKey,
      headers: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, optionalHeaders),
      session: sessionKind,
      local: fc.nat(19),
    })
    .map((parts) => ({
      operation: `${operation.method} ${operation.path}`,
      method: operation.method,
      url: parts.query ? `${parts.path}?${parts.query}` : parts.path,
      headers: {
        ...parts.headers,
        ...(parts.contentType === undefined ? {} : { 'content-type': parts.contentType }),
        ...(parts.cookie === undefined ? {} : { cookie: parts.cookie }),
        ...(parts.idempotencyKey === undefined ? {} : { 'idempotency-key': parts.idempotencyKey }),
      },
      ...(parts.body === undefined ? {} : { payload: parts.body }),
      session: parts.session,
      local: parts.local === 0,
    }));
}
