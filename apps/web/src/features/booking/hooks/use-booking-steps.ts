import {
  firstCustomerDetailsError,
  firstPaymentError,
  type BookingRequest,
  type BookingResponse,
  type CustomerDetails,
  type Payment,
} from '@bluu/contracts/booking';
import { useEffect, useRef, useState } from 'react';
import { saveQuote } from '@/lib/api/save-quote.ts';
import type { BookingOutcome } from '@/lib/booking-answer.ts';
import { newIdempotencyKey } from '@/lib/idempotency-key.ts';
import { submitBooking } from '@/features/booking/api/create-booking.ts';
import {
  bookingDraft,
  readDraftFor,
  storablePayment,
  type BookingStep,
} from '@/lib/journey/booking-draft.ts';
import {
  accountTypeOf,
  bookingKey,
  EMPTY_CUSTOMER_DETAILS,
  initialPayment,
  productCodesOf,
  toBookingRequest,
  toCustomerDetails,
  toPayment,
  toQuoteSaveRequest,
} from '@/features/booking/utils/booking-request.ts';
import type { BookingState } from '@/lib/journey/journey-state.ts';

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
  request: BookingRequest;
}

/** Sends the booking; a modification sends it as a change of its reservation instead. */
export type SubmitBooking = (
  request: BookingRequest,
  idempotencyKey: string,
) => Promise<BookingOutcome>;

interface UseBookingStepsOptions {
  state: BookingState;
  idPrefix: string;
  headingIds: Record<BookingStep, string>;
  onBooked: (response: BookingResponse, customerDetails: CustomerDetails) => void;
  submit?: SubmitBooking;
  /** A signed-in individual's profile details, filled in over a new booking's renter. */
  prefill?: Partial<CustomerDetails>;
}

/**
 * The renter step 1 starts from: a modification's names, number and e-mail of the reservation;
 * else a confirmed quote's names and e-mail of its contact, then the signed-in individual's
 * profile over them; else nothing.
 */
function startingDetails(
  state: BookingState,
  prefill: Partial<CustomerDetails> = {},
): CustomerDetails {
  const { modify } = state.details;
  const { contact } = state;
  if (!modify && contact)
    return {
      ...EMPTY_CUSTOMER_DETAILS,
      firstNames: [{ firstName: contact.firstName }],
      surname: contact.lastName,
      renterEmail: contact.email,
      email: contact.email,
      ...prefill,
    };
  if (!modify) return { ...EMPTY_CUSTOMER_DETAILS, ...prefill };
  return {
    ...EMPTY_CUSTOMER_DETAILS,
    firstNames: [{ firstName: modify.firstName }],
    surname: modify.lastName,
    contactPhoneNo: modify.contactNumber,
    renterEmail: modify.email,
    email: modify.email,
  };
}

/**
 * The two booking steps: the typed renter and payment (kept as a draft without the card
 * number), one error at a time, the quote saved for the renter after step 1, and Book Now.
 */
export function useBookingSteps({
  state,
  idPrefix,
  headingIds,
  onBooked,
  submit = submitBooking,
  prefill,
}: UseBookingStepsOptions) {
  const booking = bookingKey(state);
  const accountType = accountTypeOf(state);
  const [draft] = useState(() => readDraftFor(booking));
  const [step, setStep] = useState<BookingStep>(draft?.step ?? 1);
  const [customer, setCustomer] = useState<CustomerDetails>(
    () => draft?.customerDetails ?? startingDetails(state, prefill),
  );
  const [payment, setPayment] = useState<Payment>(() =>
    draft ? { ...draft.payment, moP_No: '' } : initialPayment(accountType),
  );
  const [quoteNumber, setQuoteNumber] = useState(draft?.quoteNumber ?? '');
  const [quoteSavedFor, setQuoteSavedFor] = useState(draft?.quoteSavedFor ?? '');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const booked = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  const focusTarget = useRef<string | null>(null);
  const latestSave = useRef(0);

  useEffect(() => {
    if (booked.current) return;
    bookingDraft.write({
      booking,
      step,
      customerDetails: customer,
      payment: storablePayment(payment),
      quoteNumber,
      quoteSavedFor,
    });
  }, [booking, step, customer, payment, quoteNumber, quoteSavedFor]);

  useEffect(() => {
    if (!focusTarget.current) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  function clearErrors() {
    setProblem(null);
    setFormError(null);
  }

  function updateCustomer(next: Partial<CustomerDetails>) {
    setCustomer((current) => ({ ...current, ...next }));
    clearErrors();
  }

  function updatePayment(next: Partial<Payment>) {
    setPayment((current) => ({ ...current, ...next }));
    clearErrors();
  }

  function show(next: Problem) {
    setProblem(next);
    setStep(next.step);
    focusTarget.current = `${idPrefix}-${next.field}`;
  }

  /**
   * Saves the quote for the renter, once per contact, unless a saved quote is being confirmed
   * or a reservation modified; the booking sends its number if it has arrived by then.
   */
  function saveQuoteFor(details: CustomerDetails) {
    if (state.details.modify || state.details.quoteNumber) return;
    const request = toQuoteSaveRequest(state, details);
    const contact = JSON.stringify([request.name, request.surname, request.emailAddress]);
    if (contact === quoteSavedFor) return;
    setQuoteSavedFor(contact);
    const run = (latestSave.current += 1);
    saveQuote(request).then(
      (saved) => {
        if (run === latestSave.current) setQuoteNumber(saved.quoteNumber);
      },
      () => {},
    );
  }

  /** Validates step 1; on success saves the quote and shows step 2. */
  function continueToPayment() {
    if (pending) return;
    const details = toCustomerDetails(customer);
    const invalid = firstCustomerDetailsError(details);
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
    const customerProblem = firstCustomerDetailsError(details);
    if (customerProblem) {
      show({ step: 1, ...customerProblem });
      return;
    }
    const paid = toPayment(payment);
    const paymentProblem = firstPaymentError(paid, {
      accountType,
      productCodes: productCodesOf(state),
      now: new Date(),
    });
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
        request: toBookingRequest(state, details, paid, state.details.quoteNumber || quoteNumber),
      };
      attempt.current = current;
    }
    clearErrors();
    setPending(true);
    const outcome = await submit(current.request, current.key);
    if (outcome.kind === 'booked') {
      booked.current = true;
      bookingDraft.clear();
      onBooked(outcome.response, details);
      return;
    }
    setPending(false);
    if (outcome.kind === 'unreachable') {
      setFormError(BOOKING_UNREACHABLE_MESSAGE);
      return;
    }
    attempt.current = null;
    if (outcome.customerDetailsProblem)
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
    pending,
    updateCustomer,
    updatePayment,
    continueToPayment,
    returnToCustomerDetails,
    bookNow,
  };
}
