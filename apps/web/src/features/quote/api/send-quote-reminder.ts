import { firstErrorMessage, isSuccess } from '@bluu/contracts/api-errors-rules';
import type { QuoteReminderRequest } from '@bluu/contracts/quote';
import { http } from '@/lib/http-client.ts';
import { QuoteRefusedError } from '@/lib/api/get-quote.ts';

/** E-mails a saved quote to its contact. */
export async function sendQuoteReminder(request: QuoteReminderRequest) {
  const sent = await http.post('/api/Quote/reminder', request, () =>
    import('@bluu/contracts/quote').then((module) => module.quoteReminderResponseSchema),
  );
  if (!isSuccess(sent.errors))
    throw new QuoteRefusedError(firstErrorMessage(sent.errors) ?? 'The quote was not sent.');
  return sent;
}
