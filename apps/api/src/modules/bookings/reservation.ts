import {
  BOOKING_MESSAGES,
  cardDigits,
  firstCustomerDetailsError,
  firstPaymentError,
  paymentOnFileSchema,
  type CustomerDetails,
  type Payment,
  type PaymentOnFile,
  type PaymentRecord,
  type Reservation,
} from '@bluu/contracts/booking';
import { keepsCardOnFile, type PaymentRuleContext } from '@bluu/contracts/booking-rules';
import { centsToAmount } from '@bluu/contracts/money';
import type { QuoteLine, QuoteQuery } from '@bluu/contracts/quote';
import { splitDateTime, toLocalDateTime } from '@bluu/contracts/time';
import { DomainError } from '../../errors.ts';
import type { QuoteService } from '../quotes/quotes.service.ts';
import type { TripPlaces } from './booking-email.ts';
import type { NewReservation, ReservationRow } from './bookings.repository.ts';

/**
 * Booking step 1's renter rules, again on the server (a client's checks are never trusted): a
 * bad ID number is RENTER_ID_INVALID with the spec's "ID No" message, anything else
 * CUSTOMER_DETAILS. Used by bookings and by changes that bring new renter details.
 */
export function checkRenter(details: CustomerDetails): void {
  const error = firstCustomerDetailsError(details);
  if (!error) return;
  throw error.field === 'renterID'
    ? new DomainError('RENTER_ID_INVALID', BOOKING_MESSAGES.renterIdInvalid)
    : new DomainError('CUSTOMER_DETAILS', error.message);
}

/**
 * Booking step 2's payment rules, again on the server: a refusal is PAYMENT. A change gives the
 * stored payment as `cardOnFile`: keeping that card asks no expiry.
 */
export function checkPayment(payment: Payment, context: PaymentRuleContext): void {
  const error = firstPaymentError(payment, context);
  if (error) throw new DomainError('PAYMENT', error.message);
}

/** A reservation is stored CONFIRMED or CANCELLED; it is OPEN (on rent) once its pick-up has passed. */
export function reservationStatus(
  row: Pick<ReservationRow, 'status' | 'pickUpAt'>,
  now: Date,
): Reservation['status'] {
  if (row.status === 'CONFIRMED' && row.pickUpAt.getTime() <= now.getTime()) return 'OPEN';
  return row.status;
}

/** A stored reservation as the API shows it, with its status at `now`. */
export function toReservation(
  row: ReservationRow,
  vehicleDescription: string,
  now: Date,
): Reservation {
  const pickUp = splitDateTime(toLocalDateTime(row.pickUpAt));
  const dropOff = splitDateTime(toLocalDateTime(row.dropOffAt));
  return {
    reservationNumber: row.reservationNumber,
    status: reservationStatus(row, now),
    vehGroup: row.vehicleGroup,
    vehicleGrp_Desc: vehicleDescription,
    pickupBranch: row.pickUpBranch,
    pickupDate: pickUp.date,
    pickupTime: pickUp.time,
    duebackBranch: row.dropOffBranch,
    duebackDate: dropOff.date,
    duebackTime: dropOff.time,
    rateCode: row.rateCode,
    rateDesc: row.rateDesc,
    currency: row.currency,
    quoteLines: row.lines,
    totalCharge: centsToAmount(row.totalCents),
    liability: centsToAmount(row.liabilityCents),
    renterEmail: row.renterEmail,
    paymentType: row.payment.moP_Type ?? '',
    cardLastFour: row.payment.cardLastFour ?? '',
  };
}

/**
 * Payment as it is kept: the card number leaves only its last four digits and is never written.
 * A change of payment (`stored` given) that keeps the card on file (no new number, the type
 * unchanged) keeps its last four, and its expiry unless another was typed.
 */
export function paymentRecord(payment: Payment, stored?: PaymentRecord): PaymentRecord {
  const { moP_No: cardNumber, ...rest } = payment;
  if (stored && keepsCardOnFile(payment, stored))
    return {
      ...rest,
      moP_Expiry: rest.moP_Expiry || stored.moP_Expiry || '',
      cardLastFour: stored.cardLastFour,
    };
  return { ...rest, cardLastFour: cardDigits(cardNumber).slice(-4) };
}

/**
 * The payment a change starts from (Manage Booking): as kept, less the card's expiry; a field
 * that an older record lacks reads as empty.
 */
export function paymentOnFile(record: PaymentRecord): PaymentOnFile {
  const { moP_Expiry: _expiry, ...onFile } = record;
  return paymentOnFileSchema.parse(onFile);
}

/**
 * What a reservation writes: the trip, the price and the renter, validated and priced. Its
 * occupied period follows from pick-up and drop-off (a car rental), unless the caller gives it
 * (a transfer's, from when the chauffeur leaves the hub until the turnaround after they are back).
 */
export type PricedReservation = Required<
  Pick<
    NewReservation,
    | 'pickUpBranch'
    | 'dropOffBranch'
    | 'vehicleGroup'
    | 'pickUpAt'
    | 'dropOffAt'
    | 'rateCode'
    | 'rateDesc'
    | 'request'
    | 'lines'
    | 'totalCents'
    | 'liabilityCents'
    | 'currency'
    | 'renterEmail'
    | 'customer'
    | 'payment'
    | 'accountNo'
    | 'accountType'
    | 'quoteNumber'
  >
> &
  Pick<NewReservation, 'userId' | 'd2d' | 'tripProvider' | 'tripMetres'> &
  Partial<Pick<NewReservation, 'occupiedFrom' | 'occupiedUntil'>>;

type Priced = Awaited<ReturnType<QuoteService['price']>>;

/** The lines and totals charged: the fresh price, or a saved quote's. */
export interface Charge {
  lines: QuoteLine[];
  totalCents: number;
  liabilityCents: number;
}

/** The charge of a fresh price. */
export function freshCharge(priced: Priced): Charge {
  return {
    lines: priced.response.quoteLines,
    totalCents: priced.totalCents,
    liabilityCents: priced.liabilityCents,
  };
}

/** The branches and vehicle a priced request names, for its e-mails. */
export function tripPlaces(priced: Priced): TripPlaces {
  return {
    pickUp: priced.evaluation.pickUpBranch,
    dropOff: priced.evaluation.dropOffBranch,
    vehicle: priced.group.description,
  };
}

/** Who a reservation is for and how it is paid. */
export interface Party {
  renterEmail: string;
  customer: CustomerDetails;
  payment: PaymentRecord;
  /** The corporate or tour account the reservation belongs to. */
  accountNo: string | null;
  quoteNumber: string | null;
  /** The signed-in individual a new reservation belongs to; a change keeps the owner. */
  userId?: string | null;
}

/** The reservation a priced request describes, for the reservation writer. */
export function pricedReservation(
  request: QuoteQuery,
  priced: Priced,
  charge: Charge,
  party: Party,
): PricedReservation {
  const { evaluation, group, response } = priced;
  return {
    pickUpBranch: evaluation.pickUpBranch.branchCode,
    dropOffBranch: evaluation.dropOffBranch.branchCode,
    vehicleGroup: group.code,
    pickUpAt: evaluation.pickUp,
    dropOffAt: evaluation.dropOff,
    rateCode: response.rateCode,
    rateDesc: response.rateDesc,
    request,
    ...charge,
    currency: response.currency,
    renterEmail: party.renterEmail,
    customer: party.customer,
    payment: party.payment,
    accountNo: party.accountNo,
    accountType: request.accountType,
    quoteNumber: party.quoteNumber,
    ...(party.userId ? { userId: party.userId } : {}),
  };
}
