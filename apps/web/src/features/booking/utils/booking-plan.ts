import type { CustomerDetails, Payment, PaymentOnFile } from '@bluu/contracts/booking';
import { firstPaymentError, paymentTypesFor } from '@bluu/contracts/booking-rules';
import type { AccountType } from '@bluu/contracts/constants';
import { saveQuote } from '@/lib/api/save-quote.ts';
import type { BookingOutcome } from '@/lib/booking-answer.ts';
import type { BookingState } from '@/lib/journey/journey-state.ts';
import { submitBooking } from '@/features/booking/api/create-booking.ts';
import {
  accountTypeOf,
  bookingKey,
  carJourneyKey,
  carriedPayment,
  EMPTY_CUSTOMER_DETAILS,
  initialPayment,
  productCodesOf,
  toBookingRequest,
  toQuoteSaveRequest,
} from './booking-request.ts';

export type FieldProblem = { field: keyof Payment; message: string };

/**
 * What a booking's sending answers: a change of a reservation may also be refused because the
 * reservation was changed since it was looked up (the server's CONFLICT), to be looked up again.
 */
export type SubmitOutcome = BookingOutcome | { kind: 'changedMeanwhile'; message: string };

/**
 * What the booking steps need to know of the booking they make: how the renter and payment start,
 * the payment rules, whether a quote is saved after step 1, and how the booking is sent. A car
 * booking and a Door2Door transfer each have one.
 */
export interface BookingPlan {
  /** Identifies the journey, so a renter's draft is restored only in it, whatever its quote. */
  journey: string;
  /** Identifies the quote booked, so a draft resumes its step and saved quote only for it. */
  key: string;
  accountType: AccountType;
  /** Door2Door: no ID type or number, licence code B preset (spec 001 §4, §5). */
  isD2D: boolean;
  startingDetails: CustomerDetails;
  /** Renter fields that cannot be changed (a modification's e-mail, its look-up key). */
  lockedCustomer?: Partial<CustomerDetails>;
  initialPayment: Payment;
  /** The payment of a draft typed for another quote of the journey, for this one. */
  carryPayment: (typed: Omit<Payment, 'moP_No'>) => Payment;
  /** A modification's card on file: kept when step 2 leaves the number empty and the type as it was. */
  cardOnFile?: { moP_Type: string; cardLastFour: string };
  /** Payment fields that cannot be changed (a D2D account billed back to its number). */
  lockedPayment?: Partial<Payment>;
  paymentError: (payment: Payment, now: Date) => FieldProblem | null;
  /** The saved quote being confirmed, if any. */
  quoteNumber: string;
  /** A quote save for the renter after step 1 (once per contact), or none. */
  saveQuote?: (details: CustomerDetails) => { contact: string; run: () => Promise<string> } | null;
  toRequest: (details: CustomerDetails, payment: Payment, quoteNumber: string) => unknown;
  submit: (request: unknown, idempotencyKey: string) => Promise<SubmitOutcome>;
}

/** Sends a car booking; a modification sends it as a change of its reservation instead. */
export type SubmitCarBooking = (
  request: ReturnType<typeof toBookingRequest>,
  idempotencyKey: string,
) => Promise<SubmitOutcome>;

/**
 * The renter step 1 starts from: a modification's renter as the reservation holds them, with
 * the names and number of the modify form and the look-up e-mail, terms not yet accepted; else a confirmed quote's
 * names and e-mail of its contact, then the signed-in individual's profile over them; else
 * nothing.
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
    ...modify.renter,
    firstNames: [{ firstName: modify.firstName }, ...(modify.renter?.firstNames.slice(1) ?? [])],
    // The terms are accepted again for the changed reservation.
    consent: false,
    surname: modify.lastName,
    contactPhoneNo: modify.contactNumber,
    renterEmail: modify.email,
    email: modify.email,
  };
}

/**
 * The payment step 2 starts from: a modification's payment as the reservation holds it (billing
 * and handover addresses, voucher, method) with the card's number and expiry to be typed again;
 * else the empty one for the account type.
 */
function startingPayment(accountType: AccountType, onFile: PaymentOnFile | undefined): Payment {
  if (!onFile) return initialPayment(accountType);
  const { cardLastFour: _lastFour, ...kept } = onFile;
  return { ...initialPayment(accountType), ...kept, moP_No: '', moP_Expiry: '' };
}

/** A car booking (or a modification, or a saved quote confirmed). */
export function carBookingPlan(
  state: BookingState,
  options: { prefill?: Partial<CustomerDetails>; submit?: SubmitCarBooking } = {},
): BookingPlan {
  const accountType = accountTypeOf(state);
  const submit = options.submit ?? submitBooking;
  const { modify } = state.details;
  const modifiedPayment = modify?.payment;
  const start = startingPayment(accountType, modifiedPayment);
  return {
    journey: carJourneyKey(state),
    key: bookingKey(state),
    accountType,
    isD2D: false,
    startingDetails: startingDetails(state, options.prefill),
    // The server keeps the reservation's e-mail: with the reference, it finds the booking.
    ...(modify && { lockedCustomer: { renterEmail: modify.email, email: modify.email } }),
    initialPayment: start,
    carryPayment: (typed) =>
      carriedPayment(typed, start, {
        paymentTypes: paymentTypesFor(accountType),
        asksVoucher: accountType !== 'I',
        productCodes: productCodesOf(state),
      }),
    ...(modifiedPayment?.cardLastFour && {
      cardOnFile: {
        moP_Type: modifiedPayment.moP_Type,
        cardLastFour: modifiedPayment.cardLastFour,
      },
    }),
    paymentError: (payment, now) =>
      firstPaymentError(payment, {
        accountType,
        productCodes: productCodesOf(state),
        now,
        cardOnFile: modifiedPayment,
      }),
    quoteNumber: state.details.quoteNumber ?? '',
    saveQuote:
      modify || state.details.quoteNumber
        ? undefined
        : (details) => {
            const request = toQuoteSaveRequest(state, details);
            return {
              contact: JSON.stringify([request.name, request.surname, request.emailAddress]),
              run: () => saveQuote(request).then((saved) => saved.quoteNumber),
            };
          },
    toRequest: (details, payment, quoteNumber) =>
      toBookingRequest(state, details, payment, quoteNumber),
    submit: (request, key) => submit(request as ReturnType<typeof toBookingRequest>, key),
  };
}
