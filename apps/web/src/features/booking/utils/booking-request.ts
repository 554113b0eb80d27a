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

/** Identifies one booking (trip, account and vehicle choice), so a draft is restored only for it. */
export function bookingKey(state: BookingState): string {
  return JSON.stringify(toQuoteRequest(state));
}
