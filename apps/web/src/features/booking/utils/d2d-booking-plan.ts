import { CARD_TYPES, withPaymentTextLimits, type PaymentType } from '@bluu/contracts/booking-rules';
import { D2D_LICENCE_CODE, type D2dFlightType } from '@bluu/contracts/constants';
import type { D2dBookingRequest } from '@bluu/contracts/d2d';
import { firstD2dPaymentError } from '@bluu/contracts/d2d-rules';
import { d2dJourneyOf } from '@/lib/journey/booking-draft.ts';
import type { D2DBookingState } from '@/lib/journey/journey-state.ts';
import { submitD2dBooking } from '@/features/booking/api/create-d2d-booking.ts';
import type { BookingPlan } from './booking-plan.ts';
import { carriedPayment, EMPTY_CUSTOMER_DETAILS, EMPTY_PAYMENT } from './booking-request.ts';

// D2D step 2 (spec 001 §5 'Payment … not D2D'): only the method of payment is needed; card expiry
// and number are checked when given, by the rule the server applies.
export { firstD2dPaymentError };

/** The methods of payment of a D2D booking: cards, and billback where the account may have it. */
export function d2dPaymentTypes(state: Pick<D2DBookingState, 'details'>): readonly PaymentType[] {
  if (state.details.paymentLocked) return ['AC'];
  return state.details.billback ? [...CARD_TYPES, 'AC'] : CARD_TYPES;
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
  const initialPayment = { ...EMPTY_PAYMENT, moP_Type: chosen };
  return {
    journey: d2dJourneyOf(state),
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
    initialPayment,
    // Step 2 of a transfer asks no voucher and no collection or delivery address.
    carryPayment: (typed) =>
      carriedPayment(typed, initialPayment, {
        paymentTypes: allowed,
        asksVoucher: false,
        productCodes: [],
      }),
    lockedPayment: state.details.paymentLocked ? { moP_Type: 'AC' } : undefined,
    paymentError: (payment, now) =>
      withPaymentTextLimits(firstD2dPaymentError(payment, allowed, now), payment),
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
