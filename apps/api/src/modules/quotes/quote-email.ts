import { BRAND_NAME } from '@bluu/contracts/constants';
import type { CurrencyCode } from '@bluu/contracts/money';
import type { QuoteLine } from '@bluu/contracts/quote';
import { formatLocalDateTimeText } from '@bluu/contracts/display-time';
import { BILLBACK_TERMS, RENTER_TERMS } from '@bluu/contracts/terms';
import { renderEmail } from '../mail/layout.ts';

export interface QuoteEmailData {
  quoteNumber: string;
  firstName: string;
  lastName: string;
  /** Branch-local `YYYY-MM-DD HH:mm`, shown as the site shows it. */
  pickUp: { branchName: string; dateTime: string };
  dropOff: { branchName: string; dateTime: string };
  vehicle: string;
  rateDesc: string;
  lines: QuoteLine[];
  totalCents: number;
  currency: CurrencyCode;
  /** Branch-local `YYYY-MM-DD 23:59:59`. */
  validUntil: string;
  link: string;
  /**
   * The corporate or tour account the quote was made for, whose sign-in its look-up asks for;
   * none for a visitor's or an individual's quote.
   */
  accountNo?: string | null;
}

/**
 * A quote's validity as the site shows it: `validityOf('2026-11-29 23:59:59') ===
 * 'This quotation is valid until Sun, 29 Nov 2026 at 23:59.'`
 */
export function validityOf(validUntil: string): string {
  return `This quotation is valid until ${formatLocalDateTimeText(validUntil)}.`;
}

/**
 * The quote e-mail: every line, the total, the currency, the validity, the renter terms and a
 * link back (an account's quote says it is opened signed in to the account); `reference` names
 * the quote for the outbox (operators see it when a send fails).
 */
export function renderQuoteEmail(data: QuoteEmailData): {
  reference: string;
  subject: string;
  text: string;
  html: string;
} {
  const rendered = renderEmail({
    subject: `Your ${BRAND_NAME} quotation ${data.quoteNumber}`,
    heading: `Your quotation ${data.quoteNumber}`,
    to: { firstName: data.firstName, lastName: data.lastName },
    intro: `Thank you for your enquiry. Your quote reference is ${data.quoteNumber}.`,
    blocks: [
      {
        details: [
          ['Vehicle', data.vehicle],
          ['Rate', data.rateDesc],
          [
            'Pick-up',
            `${data.pickUp.branchName}, ${formatLocalDateTimeText(data.pickUp.dateTime)}`,
          ],
          [
            'Drop-off',
            `${data.dropOff.branchName}, ${formatLocalDateTimeText(data.dropOff.dateTime)}`,
          ],
        ],
      },
      { charges: { lines: data.lines, totalCents: data.totalCents, currency: data.currency } },
      {
        paragraph: [
          validityOf(data.validUntil),
          { label: 'View your quote', href: data.link },
          ...(data.accountNo ? [`Sign in to the account ${data.accountNo} to view it.`] : []),
        ],
      },
      // An account's rental is billed back to it (spec 001 §6): no card terms.
      { bullets: data.accountNo ? BILLBACK_TERMS : RENTER_TERMS },
    ],
  });
  return { reference: data.quoteNumber, ...rendered };
}
