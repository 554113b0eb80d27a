import { customerDetailsSchema, paymentSchema, type Payment } from '@bluu/contracts/booking';
import { z } from 'zod';
import { sessionItem } from '@/lib/session-storage.ts';

/** What was typed on the booking steps, kept for a reload or a return; never the card number. */
const bookingDraftSchema = z.object({
  /** The booking it belongs to (see `bookingKey`). */
  booking: z.string(),
  step: z.union([z.literal(1), z.literal(2)]),
  customerDetails: customerDetailsSchema,
  payment: paymentSchema.omit({ moP_No: true }),
  /** The quote saved for this renter, and the contact it was saved for. */
  quoteNumber: z.string().catch(''),
  quoteSavedFor: z.string().catch(''),
});
export type BookingDraft = z.infer<typeof bookingDraftSchema>;
export type BookingStep = BookingDraft['step'];

export const bookingDraft = sessionItem<BookingDraft>('bluu.bookingDraft', (value) => {
  const parsed = bookingDraftSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
});

/** The payment as it may be stored: without the card number. */
export function storablePayment(payment: Payment): Omit<Payment, 'moP_No'> {
  const { moP_No: _cardNumber, ...rest } = payment;
  return rest;
}

/** The draft of this booking, if one was kept. */
export function readDraftFor(booking: string): BookingDraft | null {
  const draft = bookingDraft.read();
  return draft?.booking === booking ? draft : null;
}
