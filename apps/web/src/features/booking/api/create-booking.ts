import type { BookingRequest } from '@bluu/contracts/booking';
import { sortBookingAnswer, type BookingOutcome } from '@/lib/booking-answer.ts';
import { anyBody, http } from '@/lib/http-client.ts';

/** POST /api/Booking with its Idempotency-Key. */
export function submitBooking(
  request: BookingRequest,
  idempotencyKey: string,
): Promise<BookingOutcome> {
  return sortBookingAnswer(() =>
    http.post('/api/Booking', request, anyBody, undefined, { 'Idempotency-Key': idempotencyKey }),
  );
}
