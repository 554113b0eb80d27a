import type { ModifyBookingRequest } from '@bluu/contracts/manage';
import { anyBody, http } from '@/lib/http-client.ts';
import { sortBookingAnswer, type BookingOutcome } from '@/lib/booking-answer.ts';

/**
 * PUT /api/Booking/{reservationNumber} – changes or extends a reservation, keeping its number.
 * `body` is the quote request plus the look-up e-mail (and, for a modification, the renter).
 * Send one Idempotency-Key per attempt and the same key again when retrying that attempt; the
 * answer is sorted like a booking's.
 */
export function submitModification(
  reservationNumber: string,
  body: ModifyBookingRequest,
  idempotencyKey: string,
): Promise<BookingOutcome> {
  return sortBookingAnswer(() =>
    http.put(`/api/Booking/${encodeURIComponent(reservationNumber)}`, body, anyBody, {
      'Idempotency-Key': idempotencyKey,
    }),
  );
}
