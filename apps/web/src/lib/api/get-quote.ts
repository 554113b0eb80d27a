import { firstErrorMessage, isSuccess } from '@bluu/contracts/api-errors-rules';
import type { QuoteRequest, QuoteResponse } from '@bluu/contracts/quote';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client.ts';
import { refusalCode, serverErrorCode } from '@/lib/server-error-code.ts';
import { failureMessage } from '@/lib/server-message.ts';
import { forAccountSession } from '@/lib/session-user.ts';

export const quoteKeys = {
  all: ['quote'] as const,
  detail: (request: QuoteRequest | null) => [...quoteKeys.all, request] as const,
};

/** A 200 answer whose errors lack 'success': the quote was refused with that message. */
export class QuoteRefusedError extends Error {
  readonly code: string | undefined;

  constructor(message: string, code?: string) {
    super(message);
    this.name = 'QuoteRefusedError';
    this.code = code;
  }
}

const loadQuoteResponseSchema = () =>
  import('@bluu/contracts/quote').then((module) => module.quoteResponseSchema);

export async function getQuote(
  request: QuoteRequest,
  signal?: AbortSignal,
): Promise<QuoteResponse> {
  const quote = await forAccountSession(
    http.post('/api/Quote', request, loadQuoteResponseSchema, signal),
  );
  if (!isSuccess(quote.errors))
    throw new QuoteRefusedError(
      firstErrorMessage(quote.errors) ?? 'The quote was refused.',
      refusalCode(quote.errors),
    );
  return quote;
}

/** The server's reason for a failed recalculation, else the connection message. */
export function quoteErrorMessage(error: unknown): string {
  return error instanceof QuoteRefusedError ? error.message : failureMessage(error);
}

/** The code of a refused quote, however it was refused (a 200 envelope or a 4xx answer). */
export function quoteErrorCode(error: unknown): string | undefined {
  return error instanceof QuoteRefusedError ? error.code : serverErrorCode(error);
}

/**
 * The quote of exactly this request. Each request has its own cache entry, so an answer that
 * arrives late can only ever fill its own entry and never replaces the quote of a newer
 * selection; while the new one loads, the previous figures are kept as placeholder.
 */
export function useQuote(request: QuoteRequest | null) {
  return useQuery({
    queryKey: quoteKeys.detail(request),
    queryFn: request ? ({ signal }) => getQuote(request, signal) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
    retry: false,
  });
}
