import type { Payment } from '@bluu/contracts/booking';

/*
 * The booking draft's helpers without zod; the draft itself (its schema and session-storage
 * item) is in `journey-schemas.ts`, loaded with the journey's other schemas.
 */

/** The booking step a draft was left at. */
export type BookingStep = 1 | 2;

/** The payment as it may be stored: without the card number. */
export function storablePayment(payment: Payment): Omit<Payment, 'moP_No'> {
  const { moP_No: _cardNumber, ...rest } = payment;
  return rest;
}
