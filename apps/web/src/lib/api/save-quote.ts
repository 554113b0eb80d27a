import { firstErrorMessage, isSuccess } from '@bluu/contracts/api-errors-rules';
import type { QuoteSaveRequest, QuoteSaveResponse } from '@bluu/contracts/quote';
import { http } from '@/lib/http-client.ts';
import { QuoteRefusedError } from './get-quote.ts';

/** Saves a quote for a contact; answers the quote number and how long it is valid. */
export async function saveQuote(request: QuoteSaveRequest): Promise<QuoteSaveResponse> {
  const saved = await http.post('/api/Quote/save', request, () =>
    import('@bluu/contracts/quote').then((module) => module.quoteSaveResponseSchema),
  );
  if (!isSuccess(saved.errors) || saved.quoteNumber === '')
    throw new QuoteRefusedError(firstErrorMessage(saved.errors) ?? 'The quote was not saved.');
  return saved;
}
