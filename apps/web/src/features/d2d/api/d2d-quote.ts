import { firstErrorMessage, isSuccess } from '@bluu/contracts/api-errors-rules';
import type {
  D2dQuoteRequest,
  D2dQuoteResponse,
  D2dQuoteSaveRequest,
  D2dQuoteSaveResponse,
} from '@bluu/contracts/d2d';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client.ts';
import { forAccountSession } from '@/lib/session-user.ts';
import { failureMessage } from '@/lib/server-message.ts';

const schemas = () => import('@bluu/contracts/d2d');

/** A 200 answer whose errors lack 'success': refused with that message. */
export class D2dQuoteRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'D2dQuoteRefusedError';
  }
}

export const d2dQuoteKeys = {
  all: ['d2d-quote'] as const,
  detail: (request: D2dQuoteRequest | null) => [...d2dQuoteKeys.all, request] as const,
};

/** POST /api/Quote/d2d: the transfer's lines, the fee and the total. */
export async function getD2dQuote(
  request: D2dQuoteRequest,
  signal?: AbortSignal,
): Promise<D2dQuoteResponse> {
  const quote = await forAccountSession(
    http.post(
      '/api/Quote/d2d',
      request,
      () => schemas().then((module) => module.d2dQuoteResponseSchema),
      signal,
    ),
  );
  if (!isSuccess(quote.errors))
    throw new D2dQuoteRefusedError(firstErrorMessage(quote.errors) ?? 'The quote was refused.');
  return quote;
}

/** POST /api/Quote/d2d/save: saves the quote for a contact and e-mails it (Send your quotation). */
export async function saveD2dQuote(request: D2dQuoteSaveRequest): Promise<D2dQuoteSaveResponse> {
  const saved = await http.post('/api/Quote/d2d/save', request, () =>
    schemas().then((module) => module.d2dQuoteSaveResponseSchema),
  );
  if (!isSuccess(saved.errors) || saved.quoteNumber === '')
    throw new D2dQuoteRefusedError(firstErrorMessage(saved.errors) ?? 'The quote was not saved.');
  return saved;
}

export function d2dQuoteErrorMessage(error: unknown): string {
  return error instanceof D2dQuoteRefusedError ? error.message : failureMessage(error);
}

/** The quote of exactly this request; the previous figures stay while a new one loads. */
export function useD2dQuote(request: D2dQuoteRequest | null) {
  return useQuery({
    queryKey: d2dQuoteKeys.detail(request),
    queryFn: request ? ({ signal }) => getD2dQuote(request, signal) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
    retry: false,
  });
}
