import type { CurrencyCode } from '@bluu/contracts/money';
import { quoteLineAmount, quoteSections, type QuoteLine } from '@bluu/contracts/quote';
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
}

/** A quote's lines by section (rental costs, add-ons, other rental costs), each a table. */
export function CostLines({ lines, currency, noAddOns }: CostLinesProps) {
  const id = useId();
  return quoteSections(lines, { keepEmpty: true }).map((section) => {
    const headingId = `${id}-${section.key}`;
    const empty = section.lines.length === 0;
    if (empty && !(section.key === 'addOns' && noAddOns)) return null;
    return (
      <div key={section.key} className="cost-section">
        <h3 id={headingId}>{section.title}</h3>
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
}
