import {
  codedApiErrors,
  fieldApiErrors,
  type ApiErrors,
  type FieldRefusal,
} from '@bluu/contracts/api-errors';
import { TEMPORARILY_UNAVAILABLE_MESSAGE } from '@bluu/contracts/error-codes';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableCause } from '../db/database.ts';
import { DomainError, ERROR_STATUS, type ErrorCode } from '../errors.ts';

const INTERNAL_MESSAGE = 'Internal server error';

/**
 * When a client may try again after TEMPORARILY_UNAVAILABLE (the `Retry-After` header): a
 * database connection or Redis comes back, or a connection of the pool is freed, within seconds.
 */
const RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A form's route (the registration steps): a body that fails its schema is refused with one
     * VALIDATION entry per failing field, each naming its field, so the site shows each message on
     * its field. Other routes answer one joined message.
     */
    refusesByField?: boolean;
  }
}

/** Every refused request of the API answers this body: the spec's message plus its code. */
export function errorBody(code: ErrorCode, message: string): { errors: ApiErrors } {
  return { errors: codedApiErrors(code, message) };
}

/**
 * The failing fields of a request part, the first message of each, in the schema's order; a
 * problem with the part as a whole has no field: `FirstName: 'N'` → `{ field: 'FirstName',
 * message: 'First name must be at least two characters long!' }`.
 */
export function fieldRefusals(
  validation: ReadonlyArray<{ instancePath: string; message?: string }>,
): FieldRefusal[] {
  const byField = new Map<string, FieldRefusal>();
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'Invalid value';
    if (!byField.has(field)) byField.set(field, field ? { field, message } : { message });
  }
  return [...byField.values()];
}

/** Every body the API takes is a JSON object (each route's schema); any other is refused whole. */
const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';

/** A body that failed its schema for not being an object at all: null, a number, an array, none. */
function isBodyNotAnObject(error: FastifyError, request: FastifyRequest): boolean {
  const body: unknown = request.body;
  return (
    error.validationContext === 'body' &&
    (body === null || typeof body !== 'object' || Array.isArray(body))
  );
}

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  return fieldRefusals(error.validation)
    .map(({ field, message }) => (field ? `${field}: ${message}` : message))
    .join('; ');
}

interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
}

/** The refusal of a JSON body that holds a `__proto__` or `constructor.prototype` key (app.ts). */
export const FORBIDDEN_KEY_MESSAGE =
  'The request body holds a field named __proto__ or constructor.prototype, which is not accepted.';

/**
 * What each of Fastify's own refusals of a request says, in place of Fastify's wording (which
 * speaks of its content-type parser): a body that is not JSON, is empty, too large, of another
 * type or shorter than announced.
 */
const REQUEST_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON is expected.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is not as long as its Content-Length says.',
};

/** Any other refusal of Fastify's own (`FST_ERR_…`): its wording never reaches a client. */
const UNREADABLE_REQUEST_MESSAGE = 'The request could not be read.';

function requestRefusalMessage(error: FastifyError): string {
  const known = REQUEST_MESSAGES[error.code];
  if (known) return known;
  if (typeof error.code === 'string' && error.code.startsWith('FST_ERR_'))
    return UNREADABLE_REQUEST_MESSAGE;
  return error.message;
}

/** What a failure answers; null for a server fault, whose details stay in the log. */
function refusalOf(error: FastifyError, request: FastifyRequest): Refusal | null {
  if (error instanceof DomainError)
    return { status: error.statusCode, code: error.code, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = isBodyNotAnObject(error, request)
      ? NOT_AN_OBJECT_MESSAGE
      : describeValidation(error);
    return { status: 400, code: 'VALIDATION', message };
  }
  // The database refused a connection or is out of reach (too many connections, a restart): the
  // request may succeed in a moment, so it is refused, not answered as a server fault.
  const unavailable = databaseUnavailableCause(error);
  if (unavailable) {
    request.log.warn({ err: unavailable }, 'database unavailable: request refused with 503');
    return {
      status: ERROR_STATUS.TEMPORARILY_UNAVAILABLE,
      code: 'TEMPORARILY_UNAVAILABLE',
      message: TEMPORARILY_UNAVAILABLE_MESSAGE,
    };
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  // Fastify's own refusals: rate limits, unreadable bodies and URLs, unsupported media types.
  const code: ErrorCode =
    status === 429 ? 'TOO_MANY_ATTEMPTS' : status === 404 ? 'ROUTE_NOT_FOUND' : 'BAD_REQUEST';
  return { status, code, message: requestRefusalMessage(error) };
}

function answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (
    request.routeOptions.config.refusesByField &&
    hasZodFastifySchemaValidationErrors(error) &&
    error.validationContext === 'body' &&
    !isBodyNotAnObject(error, request)
  )
    return reply
      .status(ERROR_STATUS.VALIDATION)
      .send({ errors: fieldApiErrors('VALIDATION', fieldRefusals(error.validation)) });
  const refusal = refusalOf(error, request);
  if (refusal) {
    if (refusal.code === 'TEMPORARILY_UNAVAILABLE')
      reply.header('retry-after', RETRY_AFTER_SECONDS);
    return reply.status(refusal.status).send(errorBody(refusal.code, refusal.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(ERROR_STATUS.INTERNAL).send(errorBody('INTERNAL', INTERNAL_MESSAGE));
}

type Headers = Readonly<Record<string, string>>;

/** What each refusal before routing says: never the URL, which may be long or hostile. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address holds a malformed percent-escape.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/** The site's page (HTML) for a request that asks for one, else null (static-site.ts). */
export type PageFor = (request: FastifyRequest) => Promise<string | null>;

const noPage: PageFor = async () => null;

/**
 * Fastify's `frameworkErrors` option: failures found before routing (a malformed URL escape
 * such as `%E0%A4%A`, an over-long parameter) answer in the same envelope as every other. They
 * are answered outside the hooks (neither onRequest nor onSend runs), so this answer puts on
 * `headers` (the security headers), its request id and no-store itself. A browser that opens a
 * page at a malformed address gets the site's page with 404 (`pageFor`), not the envelope.
 */
export function frameworkErrorAnswer(headers: Headers, pageFor: PageFor = noPage) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(headers).header('cache-control', 'no-store').header('x-request-id', request.id);
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) return void answer(error, request, reply);
    const message = FRAMEWORK_MESSAGES[error.code] ?? 'The address of the request is not valid.';
    const refuse = () => void reply.status(status).send(errorBody('BAD_REQUEST', message));
    if (error.code !== 'FST_ERR_BAD_URL') return refuse();
    void pageFor(request)
      .catch(() => null)
      .then((page) => {
        if (page === null) refuse();
        else reply.status(ERROR_STATUS.ROUTE_NOT_FOUND).type('text/html; charset=utf-8').send(page);
      });
  };
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
};

/**
 * Fastify's `clientErrorHandler` option: a request Node cannot parse as HTTP (a malformed header
 * line, headers over 16 KB, one too slow to arrive) is answered on the socket, before Fastify
 * sees a request, in the same envelope and with `headers` (the security headers) and no-store.
 */
export function clientErrorAnswer(headers: Headers) {
  return function (this: FastifyInstance, error: ConnectionError, socket: Socket): void {
    // The client is gone: nothing to answer (as Fastify's own handler).
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.trace({ err: error }, 'client error');
    const { status, message } = CLIENT_ERRORS[error.code] ?? {
      status: 400,
      message: 'The request is not valid HTTP.',
    };
    const body = JSON.stringify(errorBody('BAD_REQUEST', message));
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      'cache-control: no-store',
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}

/** The answer for an address that has no route. */
export function routeNotFound(request: FastifyRequest): { errors: ApiErrors } {
  return errorBody('ROUTE_NOT_FOUND', `Route ${request.method} ${request.url} not found`);
}

/** One place turns every failure into the provider's error envelope; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => answer(error, request, reply));
  app.setNotFoundHandler((request, reply) => {
    reply.status(ERROR_STATUS.ROUTE_NOT_FOUND).send(routeNotFound(request));
  });
}
