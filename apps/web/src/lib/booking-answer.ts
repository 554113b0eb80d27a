import { firstErrorMessage, isSuccess } from '@bluu/contracts/api-errors-rules';
import type { BookingResponse } from '@bluu/contracts/booking';
import type { ErrorCode } from '@bluu/contracts/error-codes';
import { HttpError } from './http-client.ts';
import { refusalCode, serverErrorCode } from './server-error-code.ts';
import { serverMessage } from './server-message.ts';

export type BookingOutcome =
  | { kind: 'booked'; response: BookingResponse }
  /** The booking was refused with this message; an ID problem sends the renter back to step 1. */
  | { kind: 'refused'; message: string; customerDetailsProblem: boolean }
  /** No answer (or a server failure): the same request may be sent again with the same key. */
  | { kind: 'unreachable' };

/**
 * A refusal: our API names a renter-ID problem by its code; an answer without a code (an
 * outside provider's) by the spec's rule, a message containing 'id no'.
 */
export function refused(message: string, code?: string): BookingOutcome {
  return {
    kind: 'refused',
    message,
    customerDetailsProblem: code
      ? code === ('RENTER_ID_INVALID' satisfies ErrorCode)
      : message.toLowerCase().includes('id no'),
  };
}

/** The schemas of a booking answer, or null when they could not be loaded. */
async function loadAnswerSchemas() {
  try {
    const [{ errorResponseSchema }, { bookingResponseSchema }] = await Promise.all([
      import('@bluu/contracts/api-errors'),
      import('@bluu/contracts/booking'),
    ]);
    return { errorResponseSchema, bookingResponseSchema };
  } catch {
    return null;
  }
}

/**
 * Sends a booking or a modification and sorts the answer as spec 001 §8 does: a first message
 * lacking 'success' refuses (a renter-ID refusal concerns step 1); no answer may be retried
 * with the same Idempotency-Key.
 */
export async function sortBookingAnswer(send: () => Promise<unknown>): Promise<BookingOutcome> {
  // The answer's schemas (and zod) load beside the request, not with the page.
  const loading = loadAnswerSchemas();
  let data: unknown;
  try {
    data = await send();
  } catch (error) {
    const message = error instanceof HttpError && error.status < 500 && serverMessage(error);
    return message ? refused(message, serverErrorCode(error)) : { kind: 'unreachable' };
  }
  const schemas = await loading;
  if (!schemas) return { kind: 'unreachable' };
  const envelope = schemas.errorResponseSchema.safeParse(data);
  const errors = envelope.success ? envelope.data.errors : undefined;
  const message = firstErrorMessage(errors);
  if (errors && message && !isSuccess(errors)) return refused(message, refusalCode(errors));
  const booked = schemas.bookingResponseSchema.safeParse(data);
  return booked.success ? { kind: 'booked', response: booked.data } : { kind: 'unreachable' };
}
