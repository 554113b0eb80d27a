import type { D2dBookingRequest } from '@bluu/contracts/d2d';
import { sortBookingAnswer, type BookingOutcome } from '@/lib/booking-answer.ts';
import { anyBody, http } from '@/lib/http-client.ts';

/** POST /api/Booking/d2d with its Idempotency-Key. */
export function submitD2dBooking(
  request: D2dBookingRequest,
  idempotencyKey: string,
): Promise<BookingOutcome> {
  return sortBookingAnswer(() =>
    http.post('/api/Booking/d2d', request, anyBody, undefined, {
      'Idempotency-Key': idempotencyKey,
    }),
  );
}
