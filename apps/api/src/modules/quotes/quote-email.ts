import { formatMoney, type CurrencyCode } from '@bluu/contracts/money';
import type { QuoteLine } from '@bluu/contracts/quote';
import escapeHtml from 'escape-html';
import { quoteLinesHtml, quoteLinesText } from '../mail/quote-lines.ts';

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

/** The quote e-mail: every line, the total, the currency, the validity and a link back. */
export function renderQuoteEmail(data: QuoteEmailData): {
  subject: string;
  text: string;
  html: string;
} {
  const total = formatMoney({ cents: data.totalCents, currency: data.currency });
  const subject = `Your Bluu quotation ${data.quoteNumber}`;
  const validity = `This quotation is valid until ${data.validUntil} (two days, until 23:59:59).`;

  const text = [
    `Dear ${data.firstName} ${data.lastName},`,
    '',
    `Thank you for your enquiry. Your quote reference is ${data.quoteNumber}.`,
    '',
    `Vehicle: ${data.vehicle}`,
    `Rate: ${data.rateDesc}`,
    `Pick-up: ${data.pickUp.branchName}, ${data.pickUp.dateTime}`,
    `Drop-off: ${data.dropOff.branchName}, ${data.dropOff.dateTime}`,
    '',
    ...quoteLinesText(data.lines, data.currency),
    `Total Cost: ${total} (${data.currency}, VAT included)`,
    '',
    validity,
    `View your quote: ${data.link}`,
    '',
    'Renters must be 21 or older with a valid driving licence and a major credit card (debit cards are not accepted).',
    'Bluu Car Rental · 086 101 7722 · reservations@bluu.co.za',
  ].join('\n');

  const rows = quoteLinesHtml(data.lines, data.currency);
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a2433">
<h1 style="color:#0b3d91">Your quotation ${escapeHtml(data.quoteNumber)}</h1>
<p>Dear ${escapeHtml(data.firstName)} ${escapeHtml(data.lastName)},</p>
<p>Thank you for your enquiry. Your quote reference is <strong>${escapeHtml(data.quoteNumber)}</strong>.</p>
<table role="presentation" cellpadding="4">
<tr><td>Vehicle</td><td>${escapeHtml(data.vehicle)}</td></tr>
<tr><td>Rate</td><td>${escapeHtml(data.rateDesc)}</td></tr>
<tr><td>Pick-up</td><td>${escapeHtml(data.pickUp.branchName)}, ${escapeHtml(data.pickUp.dateTime)}</td></tr>
<tr><td>Drop-off</td><td>${escapeHtml(data.dropOff.branchName)}, ${escapeHtml(data.dropOff.dateTime)}</td></tr>
</table>
<table cellpadding="4" style="border-collapse:collapse;min-width:420px">${rows}
<tr><th align="left" colspan="2" style="border-top:2px solid #0b3d91">Total Cost</th><th align="right" style="border-top:2px solid #0b3d91">${escapeHtml(total)}</th></tr>
</table>
<p>Amounts in ${escapeHtml(data.currency)}, VAT included.</p>
<p>${escapeHtml(validity)}</p>
<p><a href="${escapeHtml(data.link)}">View your quote</a></p>
<p style="font-size:12px;color:#555">Renters must be 21 or older with a valid driving licence and a major credit card (debit cards are not accepted). Bluu Car Rental · 086 101 7722 · reservations@bluu.co.za</p>
</body></html>`;
  return { subject, text, html };
}
