import type { ErrorCode } from '@bluu/contracts/error-codes';
import type { QuoteQuery, QuoteResponse } from '@bluu/contracts/quote';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupKeys, type LookupResult } from '@/features/manage-booking/api/look-up.ts';
import { submitModification } from '@/features/manage-booking/api/modify-booking.ts';
import { useUpdateLookedUp } from '@/features/manage-booking/hooks/use-looked-up.ts';
import { getQuote, quoteErrorCode } from '@/lib/api/get-quote.ts';
import { newIdempotencyKey } from '@/lib/idempotency-key.ts';

/** A checked extension: its request, the new quote (null when it can only be priced on confirming), and the key of this attempt. */
export interface CheckedExtension {
  request: QuoteQuery;
  quote: QuoteResponse | null;
  idempotencyKey: string;
}

/**
 * Prices the reservation's request with only the drop-off moved. With the reservation named, the
 * server holds a pick-up kept as it was (soon, or past for a rental on the road) to no lead time,
 * as it does on confirming; should it still refuse for the lead time, the extension is offered
 * unpriced and the server prices it on confirming.
 */
export async function priceExtension(
  result: LookupResult,
  request: QuoteQuery,
): Promise<CheckedExtension> {
  try {
    const quote = await getQuote({
      ...request,
      modifyReservation: { reservationNumber: result.reference, email: result.email },
    });
    return { request, quote, idempotencyKey: newIdempotencyKey() };
  } catch (error) {
    // An extension keeps its pick-up, which needs no lead time any more (on the road or soon).
    if (quoteErrorCode(error) === ('PICK_UP_LEAD_TIME' satisfies ErrorCode))
      return { request, quote: null, idempotencyKey: newIdempotencyKey() };
    throw error;
  }
}

export function usePriceExtension(result: LookupResult) {
  return useMutation({ mutationFn: (request: QuoteQuery) => priceExtension(result, request) });
}

/** Confirm Extension: the PUT with the checked attempt's key; a done extension updates the look-up. */
export function useConfirmExtension(result: LookupResult) {
  const updateLookedUp = useUpdateLookedUp();
  const lookUpAgain = useLookUpAgain(result);
  return useMutation({
    mutationFn: (checked: CheckedExtension) =>
      submitModification(
        result.reference,
        // The version looked up: the server refuses the extension if the reservation changed since.
        { ...checked.request, email: result.email, version: result.manage?.booking?.version },
        checked.idempotencyKey,
      ),
    onSuccess: (outcome, checked) => {
      if (outcome.kind !== 'booked') return;
      const { reservation } = outcome.response;
      updateLookedUp(result, (latest) => ({
        ...latest,
        status: reservation.status,
        manage: latest.manage && {
          ...latest.manage,
          reservation,
          booking: latest.manage.booking && { ...latest.manage.booking, request: checked.request },
        },
      }));
      // Fetched again for its new version, which the next change is sent with.
      void lookUpAgain();
    },
  });
}

/** Looks the reservation up again (after it changed elsewhere): the screen then shows it as it is. */
export function useLookUpAgain(result: LookupResult) {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({ queryKey: lookupKeys.reference(result.reference, result.email) });
}
