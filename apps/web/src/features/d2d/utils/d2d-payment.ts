import { CARD_TYPES, PAYMENT_TYPE_LABELS, type PaymentType } from '@bluu/contracts/booking-rules';

/** The methods of payment offered: the card types, and billback only where it is allowed. */
export function paymentChoices(billback: boolean): { value: PaymentType; label: string }[] {
  const types: PaymentType[] = billback ? [...CARD_TYPES, 'AC'] : [...CARD_TYPES];
  return types.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }));
}
