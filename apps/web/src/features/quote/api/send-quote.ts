import type { QuoteRequest } from '@bluu/contracts/quote';
import type { QuoteContact, SentQuote } from '@/components/quote/send-quote-form.ts';
import { saveQuote } from '@/lib/api/save-quote.ts';
import { sendQuoteReminder } from '@/features/quote/api/send-quote-reminder.ts';

/** Saves the quote for the contact, then e-mails it to them; answers the quote reference. */
export async function sendQuote(request: QuoteRequest, contact: QuoteContact): Promise<SentQuote> {
  const saved = await saveQuote({ ...request, ...contact });
  const sent = await sendQuoteReminder({ ...contact, quoteNumber: saved.quoteNumber });
  return {
    quoteNumber: sent.quoteNumber || saved.quoteNumber,
    emailAddress: sent.emailAddress || contact.emailAddress,
  };
}
