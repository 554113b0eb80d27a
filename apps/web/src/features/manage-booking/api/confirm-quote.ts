import type { AvailabilityRequest } from '@bluu/contracts/availability';
import { availabilityOutcome } from '@bluu/contracts/availability-rules';
import { BOOKING_MESSAGES } from '@bluu/contracts/booking-rules';
import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import type { SavedQuote } from '@bluu/contracts/manage';
import type { QuoteRequest } from '@bluu/contracts/quote';
import { useMutation } from '@tanstack/react-query';
import { getQuote, quoteErrorMessage } from '@/lib/api/get-quote.ts';
import type { BookingState } from '@/lib/journey/journey-state.ts';
import { availabilityErrorMessage, checkAvailability } from '@/lib/api/check-availability.ts';

/** The availability search inside a priced request. */
export function searchOf(request: QuoteRequest): AvailabilityRequest {
  return {
    pickUpBranch: request.pickUpBranch,
    pickUpDateTime: request.pickUpDateTime,
    dropOffBranch: request.dropOffBranch,
    dropOffDateTime: request.dropOffDateTime,
    accountType: request.accountType ?? 'I',
    accountNo: request.accountNo ?? '',
    foreignLocal: request.foreignLocal ?? 'L',
    rateCode: request.rateCode ?? '',
  };
}

export type QuoteConfirmation = { ok: true; state: BookingState } | { ok: false; message: string };

/**
 * Confirm My Quote: availability is checked again for the quote's search (quotes hold no
 * vehicle); when its group is still free, the booking steps start from the quote's choices,
 * priced afresh, with the quote number so the booking confirms this quote, and with the quote's
 * contact (its names, and its e-mail or else the one it was looked up with) on step 1.
 */
export async function prepareQuoteConfirmation(
  quote: SavedQuote,
  accountName: string,
  lookupEmail: string,
): Promise<QuoteConfirmation> {
  const search = searchOf(quote.request);
  let outcome;
  try {
    outcome = availabilityOutcome(await checkAvailability(search), RESERVATIONS_EMAIL);
  } catch (error) {
    return { ok: false, message: availabilityErrorMessage(error) };
  }
  if (outcome.kind === 'error') return { ok: false, message: outcome.message };
  const group = quote.request.vehicleGroup;
  const charge = outcome.rate.charges.find((candidate) => candidate.vehicleGrp === group);
  if (!charge) return { ok: false, message: BOOKING_MESSAGES.noLongerAvailable(group) };

  const rate = { rateCode: outcome.rate.rateCode, rateDesc: outcome.rate.rateDesc };
  const request: QuoteRequest = { ...quote.request, rateCode: rate.rateCode };
  try {
    const priced = await getQuote(request);
    return {
      ok: true,
      state: {
        details: {
          ...search,
          rateCode: rate.rateCode,
          accountName,
          quoteNumber: quote.quoteNumber,
        },
        selection: {
          vehicleGroup: charge.vehicleGrp,
          selectedWaiver: request.selectedWaiver,
          products: request.products ?? [],
          additionalDrivers: request.additionalDrivers ?? 0,
        },
        quote: priced,
        rate,
        charge,
        contact: {
          firstName: quote.firstName,
          lastName: quote.lastName,
          email: quote.emailAddress || lookupEmail,
        },
      },
    };
  } catch (error) {
    return { ok: false, message: quoteErrorMessage(error) };
  }
}

export function useConfirmQuote() {
  return useMutation({
    mutationFn: ({
      quote,
      accountName,
      lookupEmail,
    }: {
      quote: SavedQuote;
      accountName: string;
      lookupEmail: string;
    }) => prepareQuoteConfirmation(quote, accountName, lookupEmail),
  });
}
