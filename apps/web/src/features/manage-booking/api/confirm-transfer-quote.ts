import type { SessionUser } from '@bluu/contracts/accounts';
import { BOOKING_MESSAGES } from '@bluu/contracts/booking-rules';
import type { D2dCharge, D2dQuoteRequest, D2dQuoteResponse } from '@bluu/contracts/d2d';
import type { TransferQuote } from '@bluu/contracts/manage';
import { useMutation } from '@tanstack/react-query';
import { failureMessage } from '@/lib/server-message.ts';
import type { D2DBookingState } from '@/lib/journey/journey-state.ts';
import { checkD2dAvailability } from '@/lib/api/d2d-availability.ts';
import { offersBillback, paymentLocked } from '@/lib/d2d-billback.ts';

export type TransferQuoteConfirmation =
  { ok: true; state: D2DBookingState } | { ok: false; message: string };

/** Billback and its lock, by the Door2Door form's rule (0029), for the signed-in account. */
function billbackOf(user: SessionUser | null) {
  const account = user && { ...user, accountNo: user.accountNo ?? '' };
  return { billback: offersBillback(account), paymentLocked: paymentLocked(account) };
}

/**
 * The Door2Door booking steps' state for a saved transfer quote, as the D2D vehicle choice's Book
 * gives it after Send your quotation: the quote's trip, vehicle, extras and fee, its number (so it
 * is booked as quoted) and its contact (its names, its e-mail or else the look-up's).
 */
export function transferBookingState(
  quote: TransferQuote,
  charge: D2dCharge,
  user: SessionUser | null,
  lookupEmail: string,
): D2DBookingState {
  const {
    pickupFlightType,
    pickupFlightNumber,
    collectionArea,
    accountType: _accountType,
    accountNo: _accountNo,
    ...trip
  } = quote.request;
  // The account is the session's, as on the D2D form; the server prices for it.
  const request: D2dQuoteRequest = {
    ...trip,
    accountType: user?.accountType ?? 'I',
    accountNo: user?.accountNo ?? '',
  };
  const payment = billbackOf(user);
  const priced: D2dQuoteResponse = {
    errors: quote.errors,
    quoteNumber: quote.quoteNumber,
    requestedAccountType: quote.requestedAccountType,
    requestedPickUpBranch: quote.requestedPickUpBranch,
    vehicleGroup: quote.vehicleGroup,
    vehicleGrp_Desc: quote.vehicleGrp_Desc,
    rateCode: quote.rateCode,
    rateDesc: quote.rateDesc,
    currency: quote.currency,
    quoteLines: quote.quoteLines,
    fee: quote.fee,
    totalCharge: quote.totalCharge,
    vatExempt: quote.vatExempt,
    trip: quote.trip,
  };
  return {
    d2d: 'booking',
    request,
    details: {
      accountName: user?.accountName ?? '',
      moP_Type: payment.paymentLocked ? 'AC' : '',
      accountNo: payment.paymentLocked ? (user?.accountNo ?? '') : '',
      pickupFlightType,
      pickupFlightNumber,
      collectionArea,
      addresses: quote.trip.stops.map((stop) => stop.description),
      ...payment,
    },
    quote: priced,
    charge,
    quoteNumber: quote.quoteNumber,
    contact: {
      firstName: quote.name,
      lastName: quote.surname,
      email: quote.emailAddress || lookupEmail,
    },
  };
}

/**
 * Confirm My Quote for a saved transfer quote: availability is checked again for its trip (quotes
 * hold no vehicle); when its vehicle still has a unit free, the Door2Door booking steps open with
 * the quote, charged as quoted.
 */
export async function prepareTransferQuoteConfirmation(
  quote: TransferQuote,
  user: SessionUser | null,
  lookupEmail: string,
): Promise<TransferQuoteConfirmation> {
  const { vehicleGroup, products: _products, fee: _fee, ...trip } = quote.request;
  let answer;
  try {
    answer = await checkD2dAvailability({
      ...trip,
      accountType: user?.accountType ?? 'I',
      accountNo: user?.accountNo ?? '',
    });
  } catch (error) {
    return { ok: false, message: failureMessage(error) };
  }
  const charge = answer.rates.rate[0]?.charges.find((offer) => offer.vehicleGrp === vehicleGroup);
  if (!charge) return { ok: false, message: BOOKING_MESSAGES.noLongerAvailable(vehicleGroup) };
  return { ok: true, state: transferBookingState(quote, charge, user, lookupEmail) };
}

export function useConfirmTransferQuote() {
  return useMutation({
    mutationFn: ({
      quote,
      user,
      lookupEmail,
    }: {
      quote: TransferQuote;
      user: SessionUser | null;
      lookupEmail: string;
    }) => prepareTransferQuoteConfirmation(quote, user, lookupEmail),
  });
}
