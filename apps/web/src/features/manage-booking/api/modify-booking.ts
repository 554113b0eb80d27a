import type { ErrorCode } from '@bluu/contracts/error-codes';
import type { ModifyBookingRequest } from '@bluu/contracts/manage';
import { anyBody, http } from '@/lib/http-client.ts';
import { sortBookingAnswer, type BookingOutcome } from '@/lib/booking-answer.ts';
import { serverErrorCode } from '@/lib/server-error-code.ts';

/** A change's outcome, with a refusal because the reservation changed since its look-up apart. */
export type LookedUpChangeOutcome = BookingOutcome | { kind: 'changedMeanwhile'; message: string };

/**
 * PUT /api/Booking/{reservationNumber} – changes or extends a reservation, keeping its number.
 * `body` is the quote request plus the look-up e-mail and the `version` looked up (and, for a
 * modification, the renter). Send one Idempotency-Key per attempt and the same key again when
 * retrying that attempt; the answer is sorted like a booking's, except a refusal with CONFLICT
 * (the reservation was written since its look-up), which is `changedMeanwhile`, to look it up
 * again.
 */
export async function submitModification(
  reservationNumber: string,
  body: ModifyBookingRequest,
  idempotencyKey: string,
): Promise<LookedUpChangeOutcome> {
  let code: string | undefined;
  const outcome = await sortBookingAnswer(async () => {
    try {
      return await http.put(
        `/api/Booking/${encodeURIComponent(reservationNumber)}`,
        body,
        anyBody,
        { 'Idempotency-Key': idempotencyKey },
      );
    } catch (error) {
      code = serverErrorCode(error);
      throw error;
    }
  });
  return outcome.kind === 'refused' && code === ('CONFLICT' satisfies ErrorCode)
    ? { kind: 'changedMeanwhile', message: outcome.message }
    : outcome;
}
