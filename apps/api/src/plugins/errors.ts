import { apiErrors } from '@bluu/contracts/api-errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../errors.ts';

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** One place turns every failure into the provider's error envelope; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.statusCode).send({ errors: apiErrors(error.message) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ errors: apiErrors(describeValidation(error)) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ errors: apiErrors(error.message) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ errors: apiErrors('Internal server error') });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ errors: apiErrors(`Route ${request.method} ${request.url} not found`) });
  });
}
