import { fieldApiErrors, type FieldRefusal } from '@bluu/contracts/api-errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS } from '../../errors.ts';

/**
 * The failing fields of a body, the first message of each, in the schema's order; a problem
 * with the body as a whole has no field: `FirstName: 'N'` → `{ field: 'FirstName', message:
 * 'First name must be at least two characters long!' }`.
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

/**
 * A route's error handler for a form's body (the registration steps): a body that fails its
 * schema is refused with one VALIDATION entry per failing field, each naming its field, so the
 * site shows each message on its field. Any other failure goes on to the app's handler
 * (`plugins/errors.ts`), which answers a path or query that fails with one joined message.
 */
export function refuseFormByField(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!hasZodFastifySchemaValidationErrors(error) || error.validationContext !== 'body')
    throw error;
  return reply
    .status(ERROR_STATUS.VALIDATION)
    .send({ errors: fieldApiErrors('VALIDATION', fieldRefusals(error.validation)) });
}
