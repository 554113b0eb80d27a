import type { QuoteRequest } from '@bluu/contracts/quote';
import { useMutation } from '@tanstack/react-query';
import { saveQuote } from '@/lib/api/save-quote.ts';
import { sendQuoteReminder } from '@/features/quote/api/send-quote-reminder.ts';

export interface QuoteContact {
  name: string;
  surname: string;
  emailAddress: string;
}

/** Saves the quote for the contact, then e-mails it to them; answers the quote reference. */
export function useSendQuote() {
  return useMutation({
    mutationFn: async ({ request, contact }: { request: QuoteRequest; contact: QuoteContact }) => {
      const saved = await saveQuote({ ...request, ...contact });
      const sent = await sendQuoteReminder({ ...contact, quoteNumber: saved.quoteNumber });
      return {
        quoteNumber: sent.quoteNumber || saved.quoteNumber,
        emailAddress: sent.emailAddress || contact.emailAddress,
      };
    },
  });
}
