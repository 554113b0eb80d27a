import type { QuoteResponse } from '@bluu/contracts/quote';
import { useId, useState, type ReactNode } from 'react';
import { formatAmount } from '@/lib/money.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { CostLines } from './cost-lines.tsx';
import './costs.css';

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
          quote && (
            <CostLines
              lines={quote.quoteLines}
              currency={quote.currency}
              noAddOns="No add-ons chosen."
            />
          )
        )}
      </div>
      <p className="cost-total" role="status">
        <span>Total Cost</span>{' '}
        <strong data-total="">
          {recalculating
            ? 'Calculating…'
            : showTotal
              ? formatAmount(quote.totalCharge, quote.currency)
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
