import type { SessionUser } from '@bluu/contracts/accounts';
import { firstErrorMessage, isSuccess } from '@bluu/contracts/api-errors-rules';
import { BOOKING_MESSAGES } from '@bluu/contracts/booking-rules';
import type { D2dCharge, D2dQuoteRequest, D2dQuoteResponse } from '@bluu/contracts/d2d';
import type { ErrorCode } from '@bluu/contracts/error-codes';
import type { TransferQuote } from '@bluu/contracts/manage';
import { MANAGE_MESSAGES } from '@bluu/contracts/manage-rules';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client.ts';
import { failureMessage } from '@/lib/server-message.ts';
import { forAccountSession } from '@/lib/session-user.ts';
import type { D2DBookingState } from '@/lib/journey/journey-state.ts';
import { checkD2dAvailability } from '@/lib/api/d2d-availability.ts';
import { offersBillback, paymentLocked } from '@/lib/d2d-billback.ts';

/**
 * The Door2Door booking steps' state, or why the quote cannot be confirmed; `code`
 * ACCOUNT_SIGN_IN_REQUIRED when it is an account's quote and that account is not signed in (the
 * page offers the account's sign-in).
 */
export type TransferQuoteConfirmation =
  { ok: true; state: D2DBookingState } | { ok: false; message: string; code?: ErrorCode };

/**
 * The corporate or tour account a transfer quote was priced for (its rate), or null when it was
 * priced for a visitor or an individual (the public rate).
 */
function quotedAccountOf(quote: TransferQuote): { accountType: string; accountNo: string } | null {
  if (quote.requestedAccountType === 'I') return null;
  return { accountType: quote.requestedAccountType, accountNo: quote.request.accountNo ?? '' };
}

/**
 * An account's quote is confirmed at the account's price only by that account's sign-in, as its
 * car quote is (spec 001 §6): anyone else is asked to sign into it, not shown the account's price
 * and then booked at their own.
 */
function accountSignInNeeded(
  quote: TransferQuote,
  user: SessionUser | null,
): TransferQuoteConfirmation | null {
  const account = quotedAccountOf(quote);
  if (
    !account ||
    (user?.accountType === account.accountType && (user.accountNo ?? '') === account.accountNo)
  )
    return null;
  return {
    ok: false,
    code: 'ACCOUNT_SIGN_IN_REQUIRED',
    message: MANAGE_MESSAGES.accountRequired(account.accountNo),
  };
}

/**
 * POST /api/Quote/d2d for the session: the transfer priced as its booking will be when it is not
 * charged as quoted. (The same call as the D2D vehicle choice's `getD2dQuote`, which a feature may
 * not import.)
 */
async function priceForSession(
  request: D2dQuoteRequest,
): Promise<{ ok: true; quote: D2dQuoteResponse } | { ok: false; message: string }> {
  let priced;
  try {
    priced = await forAccountSession(
      http.post('/api/Quote/d2d', request, () =>
        import('@bluu/contracts/d2d').then((module) => module.d2dQuoteResponseSchema),
      ),
    );
  } catch (error) {
    return { ok: false, message: failureMessage(error) };
  }
  if (!isSuccess(priced.errors))
    return { ok: false, message: firstErrorMessage(priced.errors) ?? 'The quote was refused.' };
  return { ok: true, quote: priced };
}

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
 * Confirm My Quote for a saved transfer quote. An account's quote needs that account's sign-in.
 * Availability is checked again for its trip (quotes hold no vehicle); when its vehicle still has
 * a unit free, the Door2Door booking steps open with the quote. The server charges it as quoted
 * while the session's rate is the one it was quoted on; on another rate (a visitor's quote
 * confirmed by a signed-in account, or a rate changed since) it prices the booking afresh, so the
 * steps open with that price: the total shown is the total charged.
 */
export async function prepareTransferQuoteConfirmation(
  quote: TransferQuote,
  user: SessionUser | null,
  lookupEmail: string,
): Promise<TransferQuoteConfirmation> {
  const refused = accountSignInNeeded(quote, user);
  if (refused) return refused;
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
  const rate = answer.rates.rate[0];
  const charge = rate?.charges.find((offer) => offer.vehicleGrp === vehicleGroup);
  if (!rate || !charge)
    return { ok: false, message: BOOKING_MESSAGES.noLongerAvailable(vehicleGroup) };
  const state = transferBookingState(quote, charge, user, lookupEmail);
  if (rate.rateCode === quote.rateCode) return { ok: true, state };
  const priced = await priceForSession(state.request);
  if (!priced.ok) return priced;
  return {
    ok: true,
    state: { ...state, quote: { ...priced.quote, quoteNumber: quote.quoteNumber } },
  };
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
