import {
  isTbaLine,
  QUOTE_LINE_CODES,
  QUOTE_SECTION_TITLES,
  quoteLineSection,
  type QuoteLine,
  type QuoteResponse,
} from '@bluu/contracts/quote';
import { useId, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { money } from '@/lib/money.ts';
import './costs.css';

const SECTIONS = [
  { key: 'rental', title: QUOTE_SECTION_TITLES.rental, empty: null },
  { key: 'addOns', title: QUOTE_SECTION_TITLES.addOns, empty: 'No add-ons chosen.' },
  { key: 'other', title: QUOTE_SECTION_TITLES.other, empty: null },
] as const;

const MOBILE = '(max-width: 899.98px)';

interface CostPanelProps {
  /** The quote of the current selection, or the previous one while recalculating. */
  quote: QuoteResponse | undefined;
  recalculating: boolean;
  error: string | null;
  /** Shown instead of figures when there is nothing to quote yet. */
  notice?: string | null;
  actions: ReactNode;
}

function LineRow({ line, currency }: { line: QuoteLine; currency: QuoteResponse['currency'] }) {
  const liability = line.quoteLineCode === QUOTE_LINE_CODES.liability;
  let amount: ReactNode;
  if (isTbaLine(line)) amount = 'TBA';
  else if (liability) amount = <span className="cost-info">Not charged</span>;
  else amount = <span data-line-charge="">{money(line.quoteLineChrg, currency)}</span>;
  return (
    <tr className={liability ? 'cost-liability' : undefined}>
      <th scope="row">
        <span className="cost-desc1">{line.quoteLineDesc1}</span>
        {line.quoteLineDesc2 && <span className="cost-desc2">{line.quoteLineDesc2}</span>}
        {liability && (
          <span className="cost-desc2">
            Excess {money(line.quoteLineUnitChrg, currency)}: held on your card at collection with
            the total
          </span>
        )}
      </th>
      <td>{amount}</td>
    </tr>
  );
}

/** The cost panel: the quote lines by section, Total Cost, and the booking actions. */
export function CostPanel({ quote, recalculating, error, notice, actions }: CostPanelProps) {
  const id = useId();
  const isMobile = useMediaQuery(MOBILE);
  const [open, setOpen] = useState(false);
  const collapsed = isMobile && !open;
  const showTotal = quote && !recalculating && !error;

  return (
    <aside
      className={`cost-panel${recalculating ? ' is-busy' : ''}`}
      aria-labelledby={`${id}-heading`}
      aria-busy={recalculating}
    >
      <h2 id={`${id}-heading`}>Your quote</h2>
      {isMobile && (
        <button
          type="button"
          className="link-button cost-toggle"
          aria-expanded={open}
          aria-controls={`${id}-lines`}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? 'Hide Costs' : 'View Costs'}
        </button>
      )}
      <div id={`${id}-lines`} className="cost-lines" hidden={collapsed}>
        {notice ? (
          <p className="cost-notice">{notice}</p>
        ) : (
          quote &&
          SECTIONS.map((section) => {
            const lines = quote.quoteLines.filter((line) => quoteLineSection(line) === section.key);
            if (lines.length === 0 && !section.empty) return null;
            return (
              <section key={section.key} aria-labelledby={`${id}-${section.key}`}>
                <h3 id={`${id}-${section.key}`}>{section.title}</h3>
                {lines.length === 0 ? (
                  <p className="cost-empty">{section.empty}</p>
                ) : (
                  <table className="cost-table" aria-labelledby={`${id}-${section.key}`}>
                    <thead className="visually-hidden">
                      <tr>
                        <th scope="col">Item</th>
                        <th scope="col">Amount</th>
                      </tr>
                    </thead>
                    <tbody>
                      {lines.map((line, index) => (
                        <LineRow
                          key={`${line.quoteLineCode}-${line.quoteLineDesc1}-${index}`}
                          line={line}
                          currency={quote.currency}
                        />
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
            );
          })
        )}
      </div>
      <p className="cost-total" role="status">
        <span>Total Cost</span>{' '}
        <strong data-total="">
          {recalculating
            ? 'Calculating…'
            : showTotal
              ? money(quote.totalCharge, quote.currency)
              : '–'}
        </strong>
      </p>
      {error && (
        <p role="alert" className="alert cost-error">
          {error}
        </p>
      )}
      <div className="cost-actions">{actions}</div>
    </aside>
  );
}
