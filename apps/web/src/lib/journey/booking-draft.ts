import {
  customerDetailsSchema,
  paymentSchema,
  type CustomerDetails,
  type Payment,
} from '@bluu/contracts/booking';
import { sessionItem } from '@/lib/session-storage.ts';

export type BookingStep = 1 | 2;

/** What was typed on the booking steps, kept for a reload or a return; never the card number. */
export interface BookingDraft {
  /** The booking it belongs to (see `bookingKey`). */
  booking: string;
  step: BookingStep;
  customerDetails: CustomerDetails;
  payment: Omit<Payment, 'moP_No'>;
  /** The quote saved for this renter, and the contact it was saved for. */
  quoteNumber: string;
  quoteSavedFor: string;
}

const storedPaymentSchema = paymentSchema.omit({ moP_No: true });

function parseDraft(value: unknown): BookingDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  const customerDetails = customerDetailsSchema.safeParse(draft.customerDetails);
  const payment = storedPaymentSchema.safeParse(draft.payment);
  if (
    typeof draft.booking !== 'string' ||
    (draft.step !== 1 && draft.step !== 2) ||
    !customerDetails.success ||
    !payment.success
  )
    return null;
  return {
    booking: draft.booking,
    step: draft.step,
    customerDetails: customerDetails.data,
    payment: payment.data,
    quoteNumber: typeof draft.quoteNumber === 'string' ? draft.quoteNumber : '',
    quoteSavedFor: typeof draft.quoteSavedFor === 'string' ? draft.quoteSavedFor : '',
  };
}

export const bookingDraft = sessionItem<BookingDraft>('bluu.bookingDraft', parseDraft);

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
