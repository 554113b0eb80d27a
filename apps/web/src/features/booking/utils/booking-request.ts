import type { BookingRequest, CustomerDetails, Payment } from '@bluu/contracts/booking';
import {
  CUSTOMER_TEXT_LIMITS,
  emptyCustomerDetails,
  emptyPayment,
  firstNameOf,
  trimmedCustomerDetails,
} from '@bluu/contracts/booking-rules';
import type { AccountType } from '@bluu/contracts/constants';
import type { QuoteRequest, QuoteSaveRequest } from '@bluu/contracts/quote';
import { PRODUCT_CODES } from '@bluu/contracts/quote-rules';
import { carJourneyOf } from '@/lib/journey/booking-draft.ts';
import type { BookingState } from '@/lib/journey/journey-state.ts';

export const EMPTY_CUSTOMER_DETAILS: CustomerDetails = emptyCustomerDetails();

export const EMPTY_PAYMENT: Payment = emptyPayment();

export function accountTypeOf(state: BookingState): AccountType {
  return state.details.accountType ?? 'I';
}

export function productCodesOf(state: BookingState): string[] {
  return state.selection.products.map((product) => product.productCode);
}

/** The payment form to start from: accounts are billed back (AC), individuals choose a card. */
export function initialPayment(accountType: AccountType): Payment {
  return { ...EMPTY_PAYMENT, moP_Type: accountType === 'I' ? '' : 'AC' };
}

/**
 * The renter as sent: values trimmed, the e-mail copied to `email`, the contact number to
 * `renterPhoneNo` and the full name to `contactName` (cut to the length it may have: a first name
 * and a last name may each be as long as it).
 */
export function toCustomerDetails(values: CustomerDetails): CustomerDetails {
  const details = trimmedCustomerDetails(values);
  return {
    ...details,
    email: details.renterEmail,
    renterPhoneNo: details.contactPhoneNo,
    contactName: [firstNameOf(details), details.surname]
      .filter(Boolean)
      .join(' ')
      .slice(0, CUSTOMER_TEXT_LIMITS.contactName)
      .trim(),
  };
}

/** The quote request of the booking: the search as quoted, the vehicle, waiver and extras. */
export function toQuoteRequest(state: BookingState): QuoteRequest {
  const { details, selection, rate } = state;
  return {
    pickUpBranch: details.pickUpBranch,
    pickUpDateTime: details.pickUpDateTime,
    dropOffBranch: details.dropOffBranch,
    dropOffDateTime: details.dropOffDateTime,
    accountType: details.accountType ?? 'I',
    accountNo: details.accountNo ?? '',
    foreignLocal: details.foreignLocal ?? 'L',
    rateCode: rate.rateCode,
    vehicleGroup: selection.vehicleGroup,
    selectedWaiver: selection.selectedWaiver,
    products: selection.products,
    additionalDrivers: selection.additionalDrivers,
  };
}

/** POST /api/Quote/save for the renter: `name` is the first name. */
export function toQuoteSaveRequest(
  state: BookingState,
  details: CustomerDetails,
): QuoteSaveRequest {
  return {
    ...toQuoteRequest(state),
    name: firstNameOf(details),
    surname: details.surname,
    emailAddress: details.renterEmail,
  };
}

/** POST /api/Booking: the quote request, renter, payment, the saved quote and the total seen. */
export function toBookingRequest(
  state: BookingState,
  customerDetails: CustomerDetails,
  payment: Payment,
  quoteNumber: string,
): BookingRequest {
  return {
    ...toQuoteRequest(state),
    customerDetails,
    payment,
    quoteNumber,
    expectedTotal: state.quote.totalCharge,
  };
}

/** Identifies one quote of a booking (trip, account and vehicle choice): a draft resumes its step there. */
export function bookingKey(state: BookingState): string {
  return JSON.stringify(toQuoteRequest(state));
}

/** Identifies the journey a car booking belongs to, whatever its quote (see `carJourneyOf`). */
export function carJourneyKey(state: BookingState): string {
  return carJourneyOf(state.details);
}

/** What step 2 offers for a quote: the methods of payment, a voucher, the COL/DEL addresses. */
export interface PaymentOffer {
  paymentTypes: readonly string[];
  asksVoucher: boolean;
  productCodes: readonly string[];
}

const HANDOVER_FIELDS = {
  [PRODUCT_CODES.collection]: ['collectionAddress1', 'collectionAddress2', 'collectPhoneNo'],
  [PRODUCT_CODES.delivery]: ['deliveryAddress1', 'deliveryAddress2', 'deliverPhoneNo'],
} as const satisfies Record<string, ReadonlyArray<keyof Payment>>;

/**
 * The payment typed for another quote of the same journey, for this one: the billing address,
 * card expiry, order number and remarks are kept; what depends on the quote is taken from
 * `start` (the payment this booking starts from) unless this quote offers it too: the method of
 * payment, the voucher, the collection and delivery addresses of a COL or DEL extra. The card
 * number is never kept. E.g. a visitor's Visa and billing address stay, their collection address
 * goes when COL is no longer chosen.
 */
export function carriedPayment(
  typed: Omit<Payment, 'moP_No'>,
  start: Payment,
  offer: PaymentOffer,
): Payment {
  const payment: Payment = {
    ...typed,
    moP_No: '',
    moP_Type: offer.paymentTypes.includes(typed.moP_Type) ? typed.moP_Type : start.moP_Type,
    voucherNo: offer.asksVoucher ? typed.voucherNo : start.voucherNo,
  };
  for (const [code, fields] of Object.entries(HANDOVER_FIELDS)) {
    if (offer.productCodes.includes(code)) continue;
    for (const field of fields) payment[field] = start[field];
  }
  return payment;
}
