import type { CustomerDetails, Payment } from '@bluu/contracts/booking';
import type { BookingStep } from '@/lib/journey/booking-draft.ts';
import type { BookingDraft } from '@/lib/journey/journey-schemas.ts';
import type { BookingPlan } from './booking-plan.ts';

/** What the booking steps open with. */
export interface StepsStart {
  step: BookingStep;
  customer: CustomerDetails;
  payment: Payment;
  /** The quote saved for the renter, and the contact it was saved for. */
  quoteNumber: string;
  quoteSavedFor: string;
}

type PlanStart = Pick<
  BookingPlan,
  'key' | 'startingDetails' | 'lockedCustomer' | 'initialPayment' | 'carryPayment' | 'lockedPayment'
>;

/**
 * Where the booking steps open, given the draft of this journey (if any): without one, the
 * plan's renter and payment at step 1; with one typed for this very quote, as it was left (step
 * and saved quote too); with one typed for another quote of the journey (the renter went back to
 * add an extra, or change the waiver, vehicle or rate), the renter as typed and the payment
 * carried over by the plan, at step 1, where the quote is saved again for the new choice. The
 * plan's locked fields win over a draft's (a modification's e-mail).
 */
export function stepsStart(plan: PlanStart, draft: BookingDraft | null): StepsStart {
  if (!draft)
    return {
      step: 1,
      customer: plan.startingDetails,
      payment: plan.initialPayment,
      quoteNumber: '',
      quoteSavedFor: '',
    };
  if (draft.booking === plan.key)
    return {
      step: draft.step,
      customer: { ...draft.customerDetails, ...plan.lockedCustomer },
      payment: { ...draft.payment, moP_No: '', ...plan.lockedPayment },
      quoteNumber: draft.quoteNumber,
      quoteSavedFor: draft.quoteSavedFor,
    };
  return {
    step: 1,
    customer: { ...draft.customerDetails, ...plan.lockedCustomer },
    payment: { ...plan.carryPayment(draft.payment), ...plan.lockedPayment },
    quoteNumber: '',
    quoteSavedFor: '',
  };
}
