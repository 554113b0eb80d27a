import { codedApiErrors, type ApiErrors } from '@bluu/contracts/api-errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, ERROR_STATUS, type ErrorCode } from '../errors.ts';

const INTERNAL_MESSAGE = 'Internal server error';

/** Every refused request of the API answers this body: the spec's message plus its code. */
export function errorBody(code: ErrorCode, message: string): { errors: ApiErrors } {
  return { errors: codedApiErrors(code, message) };
}

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
}

/** What a failure answers; null for a server fault, whose details stay in the log. */
function refusalOf(error: FastifyError): Refusal | null {
  if (error instanceof DomainError)
    return { status: error.statusCode, code: error.code, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error))
    return { status: 400, code: 'VALIDATION', message: describeValidation(error) };
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  // Fastify's own refusals: rate limits, unreadable bodies and URLs, unsupported media types.
  const code: ErrorCode =
    status === 429 ? 'TOO_MANY_ATTEMPTS' : status === 404 ? 'ROUTE_NOT_FOUND' : 'BAD_REQUEST';
  return { status, code, message: error.message };
}

function answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refusal = refusalOf(error);
  if (refusal) return reply.status(refusal.status).send(errorBody(refusal.code, refusal.message));
  request.log.error({ err: error }, 'request failed');
  return reply.status(ERROR_STATUS.INTERNAL).send(errorBody('INTERNAL', INTERNAL_MESSAGE));
}

/**
 * Fastify's `frameworkErrors` option: failures found before routing (a malformed URL escape
 * such as `%E0%A4%A`, an over-long parameter) answer in the same envelope as every other.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void answer(error, request, reply);
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
