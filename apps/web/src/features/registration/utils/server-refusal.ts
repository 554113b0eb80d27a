import { fieldRefusalsOf } from '@bluu/contracts/api-errors-rules';
import { HttpError } from '@/lib/http-client.ts';
import { ADDRESS_MESSAGES } from './address-form.ts';
import type { FieldProblem } from './registration-form.ts';

/** A step refused by the server: messages for its fields, and what the form's alert says. */
export interface ServerRefusal<Field extends string> {
  fields: Array<FieldProblem<Field>>;
  /** The messages of no field of the step, or the fallback when the server said nothing. */
  message: string | null;
}

/** A refusal with only the form's alert: `formRefusal('Registration failed. Please try again.')`. */
export function formRefusal<Field extends string>(message: string): ServerRefusal<Field> {
  return { fields: [], message };
}

/**
 * A failed step's refusal: each entry whose `field` the step has (`fieldOf`, the first message
 * of a field wins) goes on that field, the others to the form's alert (spec 001 §6: the server's
 * message, else 'Registration failed. Please try again.'). An outside provider's entries have
 * no `field`, so they all go to the alert.
 */
export function serverRefusalOf<Field extends string>(
  failure: unknown,
  fieldOf: (sent: string) => Field | null,
): ServerRefusal<Field> {
  const refusals = fieldRefusalsOf(failure instanceof HttpError ? failure.body?.errors : undefined);
  const fields: Array<FieldProblem<Field>> = [];
  const messages: string[] = [];
  for (const { field: sent, message } of refusals) {
    if (message === '') continue;
    const field = sent === undefined ? null : fieldOf(sent);
    if (field === null) messages.push(message);
    else if (!fields.some((problem) => problem.field === field)) fields.push({ field, message });
  }
  if (messages.length > 0) return { fields, message: messages.join(' ') };
  return fields.length > 0 ? { fields, message: null } : formRefusal(ADDRESS_MESSAGES.failed);
}
