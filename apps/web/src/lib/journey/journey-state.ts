import type {
  AvailabilityRequest,
  AvailabilityResponse,
  OtherRate,
  VehicleCharge,
} from '@bluu/contracts/availability';
import type { BookingResponse, CustomerDetails, Payment } from '@bluu/contracts/booking';
import type { Waiver } from '@bluu/contracts/constants';
import type {
  D2dAvailabilityRequest,
  D2dAvailabilityResponse,
  D2dCharge,
  D2dQuoteRequest,
  D2dQuoteResponse,
  TransferFacts,
} from '@bluu/contracts/d2d';
import type { ProductSelection, QuoteResponse } from '@bluu/contracts/quote';
import type { z } from 'zod';
import type { d2dDetailsStateSchema } from './d2d-journey-schemas.ts';
import type { modifyContextSchema } from './journey-schemas.ts';

/**
 * A reservation being changed (spec 001 §3 booking details `modify`): carried from Manage
 * Booking through /availability and /get-quote/ into the booking steps, which then update
 * this reservation instead of making a new one. `email` is the look-up e-mail.
 */
export type ModifyContext = z.infer<typeof modifyContextSchema>;

/** The reservation's own choice, which a modification's quote screen starts from. */
export type ReservedSelection = NonNullable<ModifyContext['selection']>;

/** A search as carried between screens; `modify` while an existing reservation is changed. */
export type SearchPayload = AvailabilityRequest & { modify?: ModifyContext };

/**
 * /availability: the spec's rates, otherRates and payload, plus the answer's errors so that a
 * refused search shows the server's message there too.
 */
export interface AvailabilityState {
  rates: AvailabilityResponse['rates'];
  otherRates: OtherRate[];
  payload: SearchPayload;
  errors?: AvailabilityResponse['errors'];
}

/** /get-quote/ after a vehicle is chosen. */
export interface QuoteSelectionState {
  payload: SearchPayload;
  rate: OtherRate;
  otherRates: OtherRate[];
  charge: VehicleCharge;
}

/**
 * The search details carried to the booking steps: the search as quoted and the account name;
 * `modify` while an existing reservation is being changed (the booking steps then update it),
 * `quoteNumber` when a saved quote is being confirmed (Confirm My Quote).
 */
export type BookingDetails = SearchPayload & { accountName: string; quoteNumber?: string };

/** /confirmation-details after Book (or Confirm My Quote, or a modification's Book). */
export interface BookingState {
  details: BookingDetails;
  selection: {
    vehicleGroup: string;
    selectedWaiver: Waiver;
    products: ProductSelection[];
    additionalDrivers: number;
  };
  quote: QuoteResponse;
  rate: OtherRate;
  charge: VehicleCharge;
  /** The saved quote's contact when it is being confirmed: step 1 starts with these. */
  contact?: QuoteContact;
}

/** Whom a saved quote was made for (the quote look-up's names and e-mail). */
export interface QuoteContact {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * /booking-confirmation (spec 001 §2); `vehicleGroup` is the chosen group or its description;
 * `isD2D` for a Door2Door transfer (no Manage My Booking link, the D2D rental terms).
 */
export interface ConfirmationState {
  confirmation: BookingResponse;
  vehicleGroup?: VehicleCharge | string;
  customerDetails: CustomerDetails;
  isD2D?: boolean;
  /** The booking was a change of an existing reservation (modify mode). */
  modified?: boolean;
  /** A Door2Door transfer's trip as booked: its reservation names only the hub. */
  transfer?: TransferFacts;
  /** A booking billed back to the account: which account, and the voucher and order numbers. */
  billedTo?: BilledTo;
}

/** The account a billback booking bills, and the voucher and order numbers typed (or empty). */
export interface BilledTo {
  accountName: string;
  accountNo: string;
  voucherNo: string;
  orderNo: string;
}

/**
 * What the confirmation says of a booking billed back to the account (method of payment AC): the
 * account billed and the voucher and order numbers given; nothing for a card.
 */
export function billedToOf(
  account: { accountName: string; accountNo?: string | null },
  payment: Pick<Payment, 'moP_Type' | 'voucherNo' | 'orderNo'>,
): BilledTo | undefined {
  if (payment.moP_Type !== 'AC') return undefined;
  return {
    accountName: account.accountName,
    accountNo: account.accountNo ?? '',
    voucherNo: payment.voucherNo,
    orderNo: payment.orderNo,
  };
}

/**
 * What the D2D form adds to the trip (spec 001 §3 D2D details): the method of payment and account
 * number, the pick-up flight and instructions, the account's name, and the addresses as shown.
 */
export type D2DDetailsState = z.infer<typeof d2dDetailsStateSchema>;

/** /get-quote/ in D2D mode: the trip as asked, and the groups that seat the party, priced. */
export interface D2DQuoteState {
  d2d: 'quote';
  request: D2dAvailabilityRequest;
  details: D2DDetailsState;
  rate: OtherRate;
  charges: D2dCharge[];
  products: D2dAvailabilityResponse['products'];
  trip: D2dAvailabilityResponse['trip'];
}

/**
 * /confirmation-details in D2D mode: the priced transfer (vehicle, extras, fee), and the quote
 * number and contact when the quotation was sent.
 */
export interface D2DBookingState {
  d2d: 'booking';
  request: D2dQuoteRequest;
  details: D2DDetailsState;
  quote: D2dQuoteResponse;
  charge: D2dCharge;
  quoteNumber?: string;
  contact?: QuoteContact;
}

export function toAvailabilityState(
  payload: SearchPayload,
  response: AvailabilityResponse,
): AvailabilityState {
  return {
    rates: response.rates,
    otherRates: response.otherRates,
    payload,
    errors: response.errors,
  };
}

/**
 * The search as sent to the server: of the `modify` context only the reservation number and
 * its e-mail go along (as `modifyReservation`), so the server leaves that reservation's own unit out.
 */
export function searchOnly(payload: SearchPayload): AvailabilityRequest {
  const { modify, ...search } = payload;
  return modify
    ? {
        ...search,
        modifyReservation: { reservationNumber: modify.reservationNumber, email: modify.email },
      }
    : search;
}
