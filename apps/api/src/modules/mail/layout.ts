import { BRAND_NAME, RESERVATIONS_EMAIL, SUPPORT_PHONE } from '@bluu/contracts/constants';
import { formatMoney, type CurrencyCode } from '@bluu/contracts/money';
import type { QuoteLine } from '@bluu/contracts/quote';
import escapeHtml from 'escape-html';
import { AMOUNT, FULL_WIDTH_TABLE, LABEL, WRAP } from './html-styles.ts';
import { quoteLinesHtml, quoteLinesText } from './quote-lines.ts';

/** A link inside a paragraph: the text part shows `label: href`. */
export interface EmailLink {
  label: string;
  href: string;
}

/**
 * The pieces an e-mail is made of, all plain text: the layout escapes every value, so no
 * caller writes HTML.
 */
export type EmailBlock =
  | { paragraph: Array<string | EmailLink> }
  | { details: Array<[label: string, value: string]> }
  | { titled: string; items: string[] }
  /** Text as someone typed it: paragraphs at blank lines, its line breaks kept. */
  | { typed: string; title: string }
  | { bullets: readonly string[] }
  | {
      charges: {
        lines: QuoteLine[];
        totalCents: number;
        currency: CurrencyCode;
        /** The first section's title where it is not 'Rental costs' (Door2Door: 'Transfer costs'). */
        rentalTitle?: string;
        /** A Door2Door additional fee, outside the lines: a section of its own before the total. */
        feeCents?: number;
      };
      notes?: string[];
      /** The amounts carry no VAT (a transfer): the total does not say "VAT included". */
      vatExempt?: boolean;
    };

export interface EmailContent {
  subject: string;
  /** The page heading of the HTML part. */
  heading: string;
  to: { firstName: string; lastName: string };
  /** The first sentence after the greeting. */
  intro: string;
  blocks: EmailBlock[];
}

/** The line every e-mail ends with: the company and how to reach it. */
export const EMAIL_FOOTER = `${BRAND_NAME} Car Rental · ${SUPPORT_PHONE} · ${RESERVATIONS_EMAIL}`;

const BLUE = '#0b3d91';

function totalOf(charges: { totalCents: number; currency: CurrencyCode }): string {
  return formatMoney({ cents: charges.totalCents, currency: charges.currency });
}

/** Typed text as paragraphs of lines: blank lines (or only spaces) part paragraphs. */
function paragraphsOf(typed: string): string[][] {
  const paragraphs: string[][] = [[]];
  for (const line of typed.split(/\r\n|\r|\n/).map((text) => text.trimEnd())) {
    if (line.trim() !== '') paragraphs.at(-1)?.push(line);
    else if (paragraphs.at(-1)?.length) paragraphs.push([]);
  }
  return paragraphs.filter((lines) => lines.length > 0);
}

const FEE_TITLE = 'Additional fee';
const FEE_LABEL = 'Fee';

function blockText(block: EmailBlock): string[] {
  if ('paragraph' in block)
    return block.paragraph.map((part) =>
      typeof part === 'string' ? part : `${part.label}: ${part.href}`,
    );
  if ('details' in block) return block.details.map(([label, value]) => `${label}: ${value}`);
  if ('titled' in block) return [`${block.titled}:`, ...block.items.map((item) => `  ${item}`)];
  if ('typed' in block)
    return [
      `${block.title}:`,
      ...paragraphsOf(block.typed).flatMap((lines, index) => [
        ...(index > 0 ? [''] : []),
        ...lines,
      ]),
    ];
  if ('bullets' in block) return [...block.bullets];
  const { charges } = block;
  const fee = charges.feeCents
    ? [
        `${FEE_TITLE}:`,
        `  ${FEE_LABEL}: ${formatMoney({ cents: charges.feeCents, currency: charges.currency })}`,
        '',
      ]
    : [];
  return [
    ...quoteLinesText(charges.lines, charges.currency, charges),
    ...fee,
    `Total Cost: ${totalOf(charges)} (${charges.currency}${block.vatExempt ? '' : ', VAT included'})`,
    ...(block.notes ?? []),
  ];
}

/** A value for the HTML part: escaped, its line breaks kept as `<br>`. */
function linesHtml(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}

const P = `<p style="${WRAP}">`;

function blockHtml(block: EmailBlock): string {
  if ('paragraph' in block)
    return `${P}${block.paragraph
      .map((part) =>
        typeof part === 'string'
          ? escapeHtml(part)
          : `<a href="${escapeHtml(part.href)}">${escapeHtml(part.label)}</a>`,
      )
      .join('<br>')}</p>`;
  if ('details' in block)
    return `<table role="presentation" cellpadding="4" ${FULL_WIDTH_TABLE}>${block.details
      .map(
        ([label, value]) =>
          `<tr><td valign="top" style="${LABEL}">${linesHtml(label)}</td>` +
          `<td valign="top" style="${WRAP}">${linesHtml(value)}</td></tr>`,
      )
      .join('')}</table>`;
  if ('titled' in block)
    return `<h2 style="${WRAP}">${escapeHtml(block.titled)}</h2><ul>${block.items
      .map((item) => `<li style="${WRAP}">${escapeHtml(item)}</li>`)
      .join('')}</ul>`;
  if ('typed' in block)
    return `<h2 style="${WRAP}">${escapeHtml(block.title)}</h2>${paragraphsOf(block.typed)
      .map((lines) => `${P}${lines.map((line) => escapeHtml(line)).join('<br>')}</p>`)
      .join('')}`;
  if ('bullets' in block)
    return `<ul>${block.bullets.map((item) => `<li style="${WRAP}">${escapeHtml(item)}</li>`).join('')}</ul>`;
  const { charges } = block;
  const fee = charges.feeCents
    ? `<tr><th colspan="3" align="left" style="padding-top:12px;${LABEL}">${FEE_TITLE}</th></tr>` +
      `<tr><td style="${LABEL}">${FEE_LABEL}</td><td></td>` +
      `<td align="right" style="${AMOUNT}">${escapeHtml(formatMoney({ cents: charges.feeCents, currency: charges.currency }))}</td></tr>`
    : '';
  const border = `border-top:2px solid ${BLUE}`;
  const amounts = `Amounts in ${charges.currency}${block.vatExempt ? '' : ', VAT included'}.`;
  const notes = [amounts, ...(block.notes ?? [])];
  return (
    `<table role="presentation" cellpadding="4" ${FULL_WIDTH_TABLE}>` +
    quoteLinesHtml(charges.lines, charges.currency, charges) +
    fee +
    `<tr><th align="left" colspan="2" style="${border};${LABEL}">Total Cost</th>` +
    `<th align="right" style="${border};${AMOUNT}">${escapeHtml(totalOf(charges))}</th></tr></table>` +
    `${P}${escapeHtml(notes.join(' '))}</p>`
  );
}

/**
 * Every e-mail of the site in one layout: greeting, intro, the blocks, and the company footer,
 * as a text part and an escaped HTML part saying the same.
 */
export function renderEmail(content: EmailContent): {
  subject: string;
  text: string;
  html: string;
} {
  const name = [content.to.firstName, content.to.lastName].filter((part) => part !== '').join(' ');
  const greeting = `Dear ${name},`;
  const text = [
    greeting,
    '',
    content.intro,
    ...content.blocks.flatMap((block) => ['', ...blockText(block)]),
    '',
    EMAIL_FOOTER,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:8px;font-family:Arial,sans-serif;color:#1a2433;${WRAP}">`,
    `<h1 style="color:${BLUE};font-size:22px;${WRAP}">${escapeHtml(content.heading)}</h1>`,
    `${P}${escapeHtml(greeting)}</p>`,
    `${P}${escapeHtml(content.intro)}</p>`,
    ...content.blocks.map(blockHtml),
    `<p style="font-size:12px;color:#555;${WRAP}">${escapeHtml(EMAIL_FOOTER)}</p>`,
    `</body></html>`,
  ].join('\n');
  return { subject: content.subject, text, html };
}
