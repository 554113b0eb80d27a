import type { FastifyError, FastifyServerOptions } from 'fastify';

/**
 * An e-mail address, plain or percent-encoded (`a%40b.co`). It starts only where a run of the
 * characters of a local part starts (the lookbehind): a match tried from every character of a long
 * run without `@` would scan the rest of the run each time, quadratic in its length (a URL of
 * 16 000 letters held the event loop for half a second). So each run is read once forward and
 * once back; the addresses masked are the same, as the greedy local part always began there.
 */
const EMAIL = /(?<![\w.!#$%&'*+=?^`{|}~-])[\w.!#$%&'*+=?^`{|}~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
/** Identity numbers, phone numbers, card numbers: runs of seven or more digits. */
const LONG_NUMBER = /\d{7,}/g;
/** A value PostgreSQL quotes in its message: `invalid input syntax for type integer: "…"`, `value "…" is out of range`. */
const QUOTED_VALUE = /(: |value )"(?:[^"]|"")*"/g;
/** What a database error may carry besides its message; `detail`, `where` and bound values stay out. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
] as const;
const MAX_CAUSES = 3;

/** Masks what may identify a person in a free text: e-mail addresses, long numbers, quoted values. */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(LONG_NUMBER, '[number]')
    .replace(QUOTED_VALUE, '$1"[value]"');
}

/**
 * The site's pages opened from an e-mailed link, whose path holds the link's one-time secret:
 * activation `/login/{validHash}/{validCode}` and `/password-reset/{txtU}/{txtC}`.
 */
const SECRET_LINK = /^(\/+(?:login|password-reset)\/).+$/i;

/** How much of a scrubbed URL the log keeps: more than any route's address needs. */
export const MAX_LOGGED_URL = 1024;

/**
 * A URL for the log: e-mail path segments masked, query values dropped (`?email=[value]`), and
 * what follows an e-mailed link's page (`/password-reset/[secret]`). A longer one than
 * MAX_LOGGED_URL is cut after scrubbing (so no address is cut in two and half shown), and the
 * request's length noted: `/aaaa…[cut from 16001 characters]`.
 */
export function scrubUrl(url: string): string {
  const scrubbed = scrubWholeUrl(url);
  if (scrubbed.length <= MAX_LOGGED_URL) return scrubbed;
  return `${scrubbed.slice(0, MAX_LOGGED_URL)}…[cut from ${url.length} characters]`;
}

function scrubWholeUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const scrubbedPath = scrubText(path).replace(SECRET_LINK, '$1[secret]');
  if (query === undefined) return scrubbedPath;
  const keys = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${scrubText(pair.split('=', 1)[0] ?? '')}=[value]`);
  return `${scrubbedPath}?${keys.join('&')}`;
}

type SerializedError = {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
};

/**
 * An error for the log without the values it carries: drizzle's "Failed query" keeps its SQL
 * text (placeholders only) but loses its `params`; a database error keeps its SQLSTATE code,
 * table and constraint but loses `detail`; every message is scrubbed.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrubText(String(error)), stack: '' };
  }
  // drizzle: `Failed query: <sql>\nparams: <every bound value>`.
  const message = scrubText(error.message.split('\nparams:')[0] ?? '');
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: `${error.name}: ${message}${frames ? `\n${frames}` : ''}`,
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of DATABASE_FIELDS) {
    if (typeof fields[field] === 'string' || typeof fields[field] === 'number')
      serialized[field] = fields[field];
  }
  if (typeof fields.statusCode === 'number') serialized.statusCode = fields.statusCode;
  if (typeof fields.query === 'string') serialized.query = scrubText(fields.query);
  if (error.cause !== undefined && depth < MAX_CAUSES)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/**
 * Headers and fields that hold secrets or personal data, whoever logs an object holding them.
 * `req` and `res` are not among them: their serialisers (below, and Fastify's `{ statusCode }`)
 * never write headers, and a path under either would make pino copy and redact every access
 * line for nothing.
 */
const REDACTED_PATHS = [
  'headers.cookie',
  'headers.authorization',
  'body',
  'params',
  'email',
  'to',
  'cc',
  'recipient',
  'password',
  'pin',
  'customer',
  'customerDetails',
  'payment',
];

/**
 * The one logger configuration: requests are logged by method, scrubbed URL and the client's
 * address (as judged by TRUST_PROXY), never with headers or bodies; errors without bound values.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request) => {
        const fastifyRequest = request as typeof request & { ip?: string };
        return {
          method: request.method,
          url: scrubUrl(request.url ?? ''),
          remoteAddress: fastifyRequest.ip ?? request.socket?.remoteAddress,
          remotePort: request.socket?.remotePort,
        };
      },
      err: (error: FastifyError) => serializeError(error),
    },
  };
}
