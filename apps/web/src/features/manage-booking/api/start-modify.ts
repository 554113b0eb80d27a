import { apiErrors } from '@bluu/contracts/api-errors-rules';
import type { QuoteRequest } from '@bluu/contracts/quote';
import { useMutation } from '@tanstack/react-query';
import { failureMessage, serverMessage } from '@/lib/server-message.ts';
import { checkAvailability } from '@/lib/api/check-availability.ts';
import {
  toAvailabilityState,
  type AvailabilityState,
  type ModifyContext,
} from '@/lib/journey/journey-state.ts';
import { searchOf } from './confirm-quote.ts';

export type ModifyStart = { ok: true; state: AvailabilityState } | { ok: false; message: string };

/**
 * Modify starts a new availability search with `modify` set (spec 001 §4): the reservation's
 * own search, whose answer opens /availability. A refused search (dates now too close, say)
 * opens it too, with the server's message, so the customer changes the search there.
 */
export async function startModify(
  request: QuoteRequest,
  modify: ModifyContext,
): Promise<ModifyStart> {
  const search = searchOf(request);
  const payload = { ...search, modify };
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
  return useMutation({
    mutationFn: ({ request, modify }: { request: QuoteRequest; modify: ModifyContext }) =>
      startModify(request, modify),
  });
}
