import { BRAND_NAME } from '@bluu/contracts/constants';
import type { CurrencyCode } from '@bluu/contracts/money';
import type { QuoteLine } from '@bluu/contracts/quote';
import { RENTER_TERMS } from '@bluu/contracts/terms';
import { renderEmail } from '../mail/layout.ts';

export interface QuoteEmailData {
  quoteNumber: string;
  firstName: string;
  lastName: string;
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
}

/** The quote e-mail: every line, the total, the currency, the validity, the renter terms and a link back. */
export function renderQuoteEmail(data: QuoteEmailData): {
  subject: string;
  text: string;
  html: string;
} {
  return renderEmail({
    subject: `Your ${BRAND_NAME} quotation ${data.quoteNumber}`,
    heading: `Your quotation ${data.quoteNumber}`,
    to: { firstName: data.firstName, lastName: data.lastName },
    intro: `Thank you for your enquiry. Your quote reference is ${data.quoteNumber}.`,
    blocks: [
      {
        details: [
          ['Vehicle', data.vehicle],
          ['Rate', data.rateDesc],
          ['Pick-up', `${data.pickUp.branchName}, ${data.pickUp.dateTime}`],
          ['Drop-off', `${data.dropOff.branchName}, ${data.dropOff.dateTime}`],
        ],
      },
      { charges: { lines: data.lines, totalCents: data.totalCents, currency: data.currency } },
      {
        paragraph: [
          `This quotation is valid until ${data.validUntil} (two days, until 23:59:59).`,
          { label: 'View your quote', href: data.link },
        ],
      },
      { bullets: RENTER_TERMS },
    ],
  });
}
