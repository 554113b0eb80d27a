import type { BookingResponse, CustomerDetails, Payment } from '@bluu/contracts/booking';
import { firstCustomerDetailsError, trimmedPayment } from '@bluu/contracts/booking-rules';
import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency-key.ts';
import { journeyBooked, storablePayment, type BookingStep } from '@/lib/journey/booking-draft.ts';
import { useJourneySchemas } from '@/lib/journey/use-journey-state.ts';
import type { BookingPlan } from '@/features/booking/utils/booking-plan.ts';
import { toCustomerDetails } from '@/features/booking/utils/booking-request.ts';
import { stepsStart } from '@/features/booking/utils/steps-start.ts';

export interface FieldProblem<Field extends string> {
  field: Field;
  message: string;
}

export const BOOKING_UNREACHABLE_MESSAGE =
  'We could not reach our booking system, so your booking is not confirmed yet. Please press Book Now to try again (you will not be booked twice).';

type Problem =
  | { step: 1; field: keyof CustomerDetails; message: string }
  | { step: 2; field: keyof Payment; message: string };

/** A booking sent: the same form is sent again with the same body and Idempotency-Key. */
interface Attempt {
  form: string;
  key: string;
  request: unknown;
}

interface UseBookingStepsOptions {
  plan: BookingPlan;
  idPrefix: string;
  headingIds: Record<BookingStep, string>;
  /** The booking made, with the renter and the payment (trimmed) it was made with. */
  onBooked: (response: BookingResponse, customerDetails: CustomerDetails, payment: Payment) => void;
}

/**
 * The two booking steps: the typed renter and payment (kept as a draft of the journey without the
 * card number, so a return to change the quote keeps them), one error at a time, the quote saved
 * for the renter after step 1, and Book Now.
 */
export function useBookingSteps({ plan, idPrefix, headingIds, onBooked }: UseBookingStepsOptions) {
  const { journey, key: booking, accountType, isD2D } = plan;
  const { forgetDraftFor, keepDraft, readDraftFor } = useJourneySchemas();
  const [start] = useState(() => stepsStart(plan, readDraftFor(journey)));
  const [step, setStep] = useState<BookingStep>(start.step);
  const [customer, setCustomer] = useState<CustomerDetails>(start.customer);
  const [payment, setPayment] = useState<Payment>(start.payment);
  const [quoteNumber, setQuoteNumber] = useState(start.quoteNumber);
  const [quoteSavedFor, setQuoteSavedFor] = useState(start.quoteSavedFor);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  /** The change was refused as the reservation changed since its look-up: it is looked up again. */
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const [pending, setPending] = useState(false);
  const booked = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  const focusTarget = useRef<string | null>(null);
  const latestSave = useRef(0);

  useEffect(() => {
    if (booked.current) return;
    keepDraft({
      journey,
      booking,
      step,
      customerDetails: customer,
      payment: storablePayment(payment),
      quoteNumber,
      quoteSavedFor,
    });
  }, [keepDraft, journey, booking, step, customer, payment, quoteNumber, quoteSavedFor]);

  useEffect(() => {
    if (!focusTarget.current) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  function clearErrors() {
    setProblem(null);
    setFormError(null);
    setChangedMeanwhile(false);
  }

  function updateCustomer(next: Partial<CustomerDetails>) {
    setCustomer((current) => ({ ...current, ...next, ...plan.lockedCustomer }));
    clearErrors();
  }

  function updatePayment(next: Partial<Payment>) {
    setPayment((current) => ({ ...current, ...next, ...plan.lockedPayment }));
    clearErrors();
  }

  function show(next: Problem) {
    setProblem(next);
    setStep(next.step);
    focusTarget.current = `${idPrefix}-${next.field}`;
  }

  /**
   * Saves the quote for the renter, once per contact, where the plan saves one; the booking sends
   * its number if it has arrived by then.
   */
  function saveQuoteFor(details: CustomerDetails) {
    const save = plan.saveQuote?.(details);
    if (!save || save.contact === quoteSavedFor) return;
    setQuoteSavedFor(save.contact);
    const run = (latestSave.current += 1);
    save.run().then(
      (savedNumber) => {
        if (run === latestSave.current) setQuoteNumber(savedNumber);
      },
      () => {},
    );
  }

  /** Validates step 1; on success saves the quote and shows step 2. */
  function continueToPayment() {
    if (pending) return;
    const details = toCustomerDetails(customer);
    const invalid = firstCustomerDetailsError(details, { isD2D });
    if (invalid) {
      show({ step: 1, ...invalid });
      return;
    }
    clearErrors();
    saveQuoteFor(details);
    setStep(2);
    focusTarget.current = headingIds[2];
  }

  function returnToCustomerDetails() {
    if (pending) return;
    clearErrors();
    setStep(1);
    focusTarget.current = headingIds[1];
  }

  async function bookNow() {
    if (pending) return;
    const details = toCustomerDetails(customer);
    const customerProblem = firstCustomerDetailsError(details, { isD2D });
    if (customerProblem) {
      show({ step: 1, ...customerProblem });
      return;
    }
    const paid = trimmedPayment(payment);
    const paymentProblem = plan.paymentError(paid, new Date());
    if (paymentProblem) {
      show({ step: 2, ...paymentProblem });
      return;
    }
    const form = JSON.stringify([details, paid]);
    let current = attempt.current;
    if (current?.form !== form) {
      current = {
        form,
        key: newIdempotencyKey(),
        request: plan.toRequest(details, paid, plan.quoteNumber || quoteNumber),
      };
      attempt.current = current;
    }
    clearErrors();
    setPending(true);
    const outcome = await plan.submit(current.request, current.key);
    if (outcome.kind === 'booked') {
      booked.current = true;
      // The journey is finished: its draft goes, and its quote screens say it is booked (0042).
      forgetDraftFor(journey);
      journeyBooked(journey, outcome.response.reservationNumber);
      onBooked(outcome.response, details, paid);
      return;
    }
    setPending(false);
    if (outcome.kind === 'unreachable') {
      setFormError(BOOKING_UNREACHABLE_MESSAGE);
      return;
    }
    attempt.current = null;
    if (outcome.kind === 'changedMeanwhile') {
      setFormError(outcome.message);
      setChangedMeanwhile(true);
    } else if (outcome.customerDetailsProblem)
      show({ step: 1, field: 'renterID', message: outcome.message });
    else setFormError(outcome.message);
  }

  const problemFor = <Step extends BookingStep>(wanted: Step) =>
    problem?.step === wanted ? (problem as Extract<Problem, { step: Step }>) : null;

  return {
    step,
    customer,
    payment,
    accountType,
    customerProblem: problemFor(1),
    paymentProblem: problemFor(2),
    formError,
    changedMeanwhile,
    pending,
    updateCustomer,
    updatePayment,
    continueToPayment,
    returnToCustomerDetails,
    bookNow,
  };
}
