import {
  BOOKING_MESSAGES,
  CARD_TYPES,
  firstPaymentError,
  isCardNumber,
  type CustomerDetails,
  type Payment,
  type PaymentType,
} from '@bluu/contracts/booking';
import type { AccountType } from '@bluu/contracts/constants';
import { D2D_LICENCE_CODE, type D2dFlightType } from '@bluu/contracts/constants';
import type { D2dBookingRequest } from '@bluu/contracts/d2d';
import { isCardExpiry } from '@bluu/contracts/validators';
import { saveQuote } from '@/lib/api/save-quote.ts';
import type { BookingOutcome } from '@/lib/booking-answer.ts';
import type { BookingState, D2DBookingState } from '@/lib/journey/journey-state.ts';
import { submitBooking, submitD2dBooking } from '@/features/booking/api/create-booking.ts';
import {
  accountTypeOf,
  bookingKey,
  EMPTY_CUSTOMER_DETAILS,
  EMPTY_PAYMENT,
  initialPayment,
  productCodesOf,
  toBookingRequest,
  toQuoteSaveRequest,
} from './booking-request.ts';

type FieldProblem = { field: keyof Payment; message: string };

/**
 * What the booking steps need to know of the booking they make: how the renter and payment start,
 * the payment rules, whether a quote is saved after step 1, and how the booking is sent. A car
 * booking and a Door2Door transfer each have one.
 */
export interface BookingPlan {
  /** Identifies the booking, so a draft is restored only for it. */
  key: string;
  accountType: AccountType;
  /** Door2Door: no ID type or number, licence code B preset (spec 001 §4, §5). */
  isD2D: boolean;
  startingDetails: CustomerDetails;
  initialPayment: Payment;
  /** Payment fields that cannot be changed (a D2D account billed back to its number). */
  lockedPayment?: Partial<Payment>;
  paymentError: (payment: Payment, now: Date) => FieldProblem | null;
  /** The saved quote being confirmed, if any. */
  quoteNumber: string;
  /** A quote save for the renter after step 1 (once per contact), or none. */
  saveQuote?: (details: CustomerDetails) => { contact: string; run: () => Promise<string> } | null;
  toRequest: (details: CustomerDetails, payment: Payment, quoteNumber: string) => unknown;
  submit: (request: unknown, idempotencyKey: string) => Promise<BookingOutcome>;
}

/** Sends a car booking; a modification sends it as a change of its reservation instead. */
export type SubmitCarBooking = (
  request: ReturnType<typeof toBookingRequest>,
  idempotencyKey: string,
) => Promise<BookingOutcome>;

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

/** A car booking (or a modification, or a saved quote confirmed). */
export function carBookingPlan(
  state: BookingState,
  options: { prefill?: Partial<CustomerDetails>; submit?: SubmitCarBooking } = {},
): BookingPlan {
  const accountType = accountTypeOf(state);
  const submit = options.submit ?? submitBooking;
  return {
    key: bookingKey(state),
    accountType,
    isD2D: false,
    startingDetails: startingDetails(state, options.prefill),
    initialPayment: initialPayment(accountType),
    paymentError: (payment, now) =>
      firstPaymentError(payment, { accountType, productCodes: productCodesOf(state), now }),
    quoteNumber: state.details.quoteNumber ?? '',
    saveQuote:
      state.details.modify || state.details.quoteNumber
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

/** The methods of payment of a D2D booking: cards, and billback where the account may have it. */
export function d2dPaymentTypes(state: Pick<D2DBookingState, 'details'>): readonly PaymentType[] {
  if (state.details.paymentLocked) return ['AC'];
  return state.details.billback ? [...CARD_TYPES, 'AC'] : CARD_TYPES;
}

/**
 * D2D step 2 (spec 001 §5 'Payment … not D2D'): only the method of payment is needed; card expiry
 * and number are checked when given.
 */
export function firstD2dPaymentError(
  payment: Payment,
  allowed: readonly PaymentType[],
  now: Date,
): FieldProblem | null {
  if (!(allowed as readonly string[]).includes(payment.moP_Type))
    return { field: 'moP_Type', message: BOOKING_MESSAGES.select('Method of payment') };
  if (payment.moP_Expiry && !isCardExpiry(payment.moP_Expiry, now))
    return { field: 'moP_Expiry', message: BOOKING_MESSAGES.cardExpiry };
  if (payment.moP_No && !isCardNumber(payment.moP_No.replace(/[\s-]/g, '')))
    return { field: 'moP_No', message: BOOKING_MESSAGES.valid('Card number') };
  return null;
}

/**
 * A Door2Door transfer: the renter without ID, licence code B; the method of payment chosen on the
 * D2D form (locked to billback for an account with a number); the quote sent by e-mail, if any,
 * is the one booked; no quote is saved after step 1 and no profile is filled in (spec 001 §4).
 */
export function d2dBookingPlan(state: D2DBookingState): BookingPlan {
  const allowed = d2dPaymentTypes(state);
  const chosen = (allowed as readonly string[]).includes(state.details.moP_Type)
    ? state.details.moP_Type
    : '';
  const { contact } = state;
  return {
    key: JSON.stringify(['d2d', state.request]),
    accountType: state.request.accountType ?? 'I',
    isD2D: true,
    startingDetails: {
      ...EMPTY_CUSTOMER_DETAILS,
      renterDrivingLicenseCode: D2D_LICENCE_CODE,
      ...(contact && {
        firstNames: [{ firstName: contact.firstName }],
        surname: contact.lastName,
        renterEmail: contact.email,
        email: contact.email,
      }),
    },
    initialPayment: { ...EMPTY_PAYMENT, moP_Type: chosen },
    lockedPayment: state.details.paymentLocked ? { moP_Type: 'AC' } : undefined,
    paymentError: (payment, now) => firstD2dPaymentError(payment, allowed, now),
    quoteNumber: state.quoteNumber ?? '',
    toRequest: (details, payment, quoteNumber): D2dBookingRequest => ({
      ...state.request,
      pickupFlightType: state.details.pickupFlightType as D2dFlightType,
      pickupFlightNumber: state.details.pickupFlightNumber,
      collectionArea: state.details.collectionArea,
      customerDetails: details,
      payment,
      quoteNumber,
      expectedTotal: state.quote.totalCharge,
    }),
    submit: (request, key) => submitD2dBooking(request as D2dBookingRequest, key),
  };
}
