import type { CurrencyCode } from '@bluu/contracts/money';
import type { QuoteLine } from '@bluu/contracts/quote';
import { quoteLineAmount, quoteSections } from '@bluu/contracts/quote-rules';
import { useId } from 'react';
import { formatAmount } from '@/lib/money.ts';
import './costs.css';

function LineRow({ line, currency }: { line: QuoteLine; currency: CurrencyCode }) {
  const amount = quoteLineAmount(line);
  return (
    <tr className={amount.kind === 'excess' ? 'cost-liability' : undefined}>
      <th scope="row">
        <span className="cost-desc1">{line.quoteLineDesc1}</span>
        {line.quoteLineDesc2 && <span className="cost-desc2">{line.quoteLineDesc2}</span>}
        {amount.kind === 'excess' && (
          <span className="cost-desc2">
            Excess {formatAmount(amount.excess, currency)}: held on your card at collection with the
            total
          </span>
        )}
      </th>
      <td>
        {amount.kind === 'tba' && 'TBA'}
        {amount.kind === 'excess' && <span className="cost-info">Not charged</span>}
        {amount.kind === 'charge' && (
          <span data-line-charge="">{formatAmount(amount.charge, currency)}</span>
        )}
      </td>
    </tr>
  );
}

interface CostLinesProps {
  lines: QuoteLine[];
  currency: CurrencyCode;
  /** Said under Add-ons when none are chosen; without it that section is left out. */
  noAddOns?: string;
  /** The first section's title: 'Rental costs', or 'Transfer costs' for Door2Door (spec 000 §2). */
  rentalTitle?: string;
  /** A Door2Door quote's additional fee, outside the lines (spec 000 §9: total = lines + fee). */
  fee?: number;
}

/** A quote's lines by section (rental costs, add-ons, other rental costs), each a table. */
export function CostLines({ lines, currency, noAddOns, rentalTitle, fee }: CostLinesProps) {
  const id = useId();
  const sections = quoteSections(lines, { keepEmpty: true }).map((section) => {
    const headingId = `${id}-${section.key}`;
    const empty = section.lines.length === 0;
    if (empty && !(section.key === 'addOns' && noAddOns)) return null;
    const title = section.key === 'rental' && rentalTitle ? rentalTitle : section.title;
    return (
      <div key={section.key} className="cost-section">
        <h3 id={headingId}>{title}</h3>
        {empty ? (
          <p className="cost-empty">{noAddOns}</p>
        ) : (
          <table className="cost-table" aria-labelledby={headingId}>
            <thead className="visually-hidden">
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {section.lines.map((line, index) => (
                <LineRow
                  key={`${line.quoteLineCode}-${line.quoteLineDesc1}-${index}`}
                  line={line}
                  currency={currency}
                />
              ))}
            </tbody>
          </table>
        )}
      </div>
    );
  });
  if (!fee) return sections;
  return (
    <>
      {sections}
      <div className="cost-section">
        <h3 id={`${id}-fee`}>Additional fee</h3>
        <table className="cost-table" aria-labelledby={`${id}-fee`}>
          <tbody>
            <tr>
              <th scope="row">
                <span className="cost-desc1">Fee</span>
              </th>
              <td>
                <span data-line-charge="">{formatAmount(fee, currency)}</span>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
