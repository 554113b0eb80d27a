import { amountToCents, formatMoney, type CurrencyCode } from '@bluu/contracts/money';
import { isTbaLine, quoteSections, type QuoteLine } from '@bluu/contracts/quote';
import escapeHtml from 'escape-html';
import { AMOUNT, LABEL } from './html-styles.ts';

/** What a line shows in an e-mail: TBA for e-tolls, the excess for liability, else its charge. */
function lineAmount(line: QuoteLine, currency: CurrencyCode): string {
  if (isTbaLine(line)) return 'TBA';
  if (line.quoteLineCode === 'C')
    return `${formatMoney({ cents: amountToCents(line.quoteLineUnitChrg), currency })} excess`;
  return formatMoney({ cents: amountToCents(line.quoteLineChrg), currency });
}

/** How an e-mail titles its cost sections: Door2Door's first one is 'Transfer costs'. */
export interface SectionTitles {
  /** The first section's title where it is not 'Rental costs' (spec 000 §2). */
  rentalTitle?: string;
}

function sectionsOf(lines: QuoteLine[], { rentalTitle }: SectionTitles) {
  return quoteSections(lines).map((section) =>
    section.key === 'rental' && rentalTitle ? { ...section, title: rentalTitle } : section,
  );
}

/** The quote lines of an e-mail's text part, by cost-panel section. */
export function quoteLinesText(
  lines: QuoteLine[],
  currency: CurrencyCode,
  titles: SectionTitles = {},
): string[] {
  return sectionsOf(lines, titles).flatMap((section) => [
    `${section.title}:`,
    ...section.lines.map(
      (line) => `  ${line.quoteLineDesc1} (${line.quoteLineDesc2}): ${lineAmount(line, currency)}`,
    ),
    '',
  ]);
}

/** The quote lines of an e-mail's HTML part: table rows, escaped. */
export function quoteLinesHtml(
  lines: QuoteLine[],
  currency: CurrencyCode,
  titles: SectionTitles = {},
): string {
  return sectionsOf(lines, titles)
    .map(
      (section) =>
        `<tr><th colspan="3" align="left" style="padding-top:12px;${LABEL}">${escapeHtml(section.title)}</th></tr>` +
        section.lines
          .map(
            (line) =>
              `<tr><td style="${LABEL}">${escapeHtml(line.quoteLineDesc1)}</td>` +
              `<td style="${LABEL}">${escapeHtml(line.quoteLineDesc2)}</td>` +
              `<td align="right" style="${AMOUNT}">${escapeHtml(lineAmount(line, currency))}</td></tr>`,
          )
          .join(''),
    )
    .join('');
}
