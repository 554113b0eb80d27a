import { apiErrors } from '@bluu/contracts/api-errors-rules';
import type { QuoteLine, QuoteRequest } from '@bluu/contracts/quote';
import { useMutation } from '@tanstack/react-query';
import { failureMessage, serverMessage } from '@/lib/server-message.ts';
import { checkAvailability } from '@/lib/api/check-availability.ts';
import {
  toAvailabilityState,
  type AvailabilityState,
  type ModifyContext,
  type ReservedSelection,
} from '@/lib/journey/journey-state.ts';
import { searchOf } from './confirm-quote.ts';

export type ModifyStart = { ok: true; state: AvailabilityState } | { ok: false; message: string };

/** What Modify starts from: the reservation's request and cost lines, and the renter's details. */
export interface ModifyRequest {
  request: QuoteRequest;
  quoteLines: readonly QuoteLine[];
  modify: Omit<ModifyContext, 'selection'>;
}

/**
 * The reservation's own vehicle, waiver, extras and additional drivers, with each extra's name
 * from its cost line: `reservedSelectionOf({ …, products: [{ productCode: 'GPS' }] }, lines)
 * .productNames.GPS === 'GPS navigator'`.
 */
export function reservedSelectionOf(
  request: QuoteRequest,
  quoteLines: readonly QuoteLine[],
): ReservedSelection {
  const products = (request.products ?? []).map((product) => ({
    productCode: product.productCode,
    quantity: product.quantity ?? 1,
  }));
  const codes = new Set(products.map((product) => product.productCode));
  return {
    vehicleGroup: request.vehicleGroup,
    selectedWaiver: request.selectedWaiver,
    products,
    additionalDrivers: request.additionalDrivers ?? 0,
    productNames: Object.fromEntries(
      quoteLines
        .filter((line) => codes.has(line.quoteLineCode))
        .map((line) => [line.quoteLineCode, line.quoteLineDesc1]),
    ),
  };
}

/**
 * Modify starts a new availability search with `modify` set (spec 001 §4): the reservation's
 * own search, whose answer opens /availability, carrying the reservation's own choice so that
 * the quote screen starts from it. A refused search (dates now too close, say) opens
 * /availability too, with the server's message, so the customer changes the search there.
 */
export async function startModify({
  request,
  quoteLines,
  modify,
}: ModifyRequest): Promise<ModifyStart> {
  const search = searchOf(request);
  const payload = {
    ...search,
    modify: { ...modify, selection: reservedSelectionOf(request, quoteLines) },
  };
  try {
    return { ok: true, state: toAvailabilityState(payload, await checkAvailability(search)) };
  } catch (error) {
    const message = serverMessage(error);
    if (!message) return { ok: false, message: failureMessage(error) };
    return {
      ok: true,
      state: { rates: { rate: [] }, otherRates: [], payload, errors: apiErrors(message) },
    };
  }
}

export function useStartModify() {
  return useMutation({ mutationFn: startModify });
}
