import { errorResponseSchema, firstErrorMessage, isSuccess } from '@bluu/contracts/api-errors';
import { bookingResponseSchema, type BookingResponse } from '@bluu/contracts/booking';
import { HttpError } from './http-client.ts';
import { serverMessage } from './server-message.ts';

export type BookingOutcome =
  | { kind: 'booked'; response: BookingResponse }
  /** The booking was refused with this message; an ID problem sends the renter back to step 1. */
  | { kind: 'refused'; message: string; customerDetailsProblem: boolean }
  /** No answer (or a server failure): the same request may be sent again with the same key. */
  | { kind: 'unreachable' };

export function refused(message: string): BookingOutcome {
  return {
    kind: 'refused',
    message,
    customerDetailsProblem: message.toLowerCase().includes('id no'),
  };
}

/**
 * Sends a booking or a modification and sorts the answer as spec 001 §8 does: a first message
 * lacking 'success' refuses (an 'id no' message concerns step 1); no answer may be retried with
 * the same Idempotency-Key.
 */
export async function sortBookingAnswer(send: () => Promise<unknown>): Promise<BookingOutcome> {
  let data: unknown;
  try {
    data = await send();
  } catch (error) {
    const message = error instanceof HttpError && error.status < 500 && serverMessage(error);
    return message ? refused(message) : { kind: 'unreachable' };
  }
  const envelope = errorResponseSchema.safeParse(data);
  const message = envelope.success ? firstErrorMessage(envelope.data.errors) : undefined;
  if (envelope.success && message && !isSuccess(envelope.data.errors)) return refused(message);
  const booked = bookingResponseSchema.safeParse(data);
  return booked.success ? { kind: 'booked', response: booked.data } : { kind: 'unreachable' };
}
