import type { SendBookingEmailRequest } from '@bluu/contracts/booking';
import { anyBody, http } from '@/lib/http-client.ts';

const confirmed = new Set<string>();

/**
 * POST /api/web/booking/send-external-email, once per reservation in this page's life: the
 * booking already queued the e-mail; this confirms it (and copies it to any cc).
 */
export async function sendBookingEmail(request: SendBookingEmailRequest): Promise<void> {
  if (confirmed.has(request.reservationNumber)) return;
  confirmed.add(request.reservationNumber);
  await http.post('/api/web/booking/send-external-email', request, anyBody);
}
