import type { QuoteResponse } from '@bluu/contracts/quote';

/** What the panel shows of a quote; a Door2Door quote adds its fee. */
export type PanelQuote = Pick<QuoteResponse, 'quoteLines' | 'currency' | 'totalCharge'> & {
  fee?: number;
};
import { useId, useState, type ReactNode } from 'react';
import { formatAmount } from '@/lib/money.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { COMPACT_LAYOUT } from './compact-layout.ts';
import { CostLines } from './cost-lines.tsx';
import { PriceBar } from './price-bar.tsx';
import { useViewportFit } from './use-viewport-fit.ts';
import './costs.css';

/** Total Cost as shown: the figure, "Calculating…" while recalculating, or a dash. */
export function totalCostText(
  quote: PanelQuote | undefined,
  recalculating: boolean,
  error: string | null,
): string {
  if (recalculating) return 'Calculating…';
  return quote && !error ? formatAmount(quote.totalCharge, quote.currency) : '–';
}

interface CostPanelProps {
  /** The quote of the current selection, or the previous one while recalculating. */
  quote: PanelQuote | undefined;
  /** The first section's title where it is not 'Rental costs' (Door2Door: 'Transfer costs'). */
  rentalTitle?: string;
  recalculating: boolean;
  error: string | null;
  /** Shown instead of figures when there is nothing to quote yet. */
  notice?: string | null;
  /** The primary action (Book): under Total Cost, or in the price bar in the one-column layout. */
  primaryAction?: ReactNode;
  actions: ReactNode;
  /**
   * Keeps Total Cost and the primary action in sight: on a wide screen the panel sticks beside the
   * page, fitted to the window, and the lines scroll (reachable by keyboard) when they do not fit;
   * in the one-column layout a price bar at the bottom of the window carries them.
   */
  sticky?: boolean;
}

/**
 * The cost panel: the quote lines by section, Total Cost, and the booking actions. The lines can be
 * hidden (View Costs / Hide Costs); they start hidden in the one-column layout, where the price bar
 * carries the total. Total Cost is never hidden.
 */
export function CostPanel({
  quote,
  recalculating,
  error,
  notice,
  primaryAction,
  actions,
  sticky = false,
  rentalTitle,
}: CostPanelProps) {
  const id = useId();
  const compact = useMediaQuery(COMPACT_LAYOUT);
  const [choice, setChoice] = useState<boolean | null>(null);
  const shown = choice ?? !compact;
  const { panelRef, scrollerRef, contentRef, overflowing } = useViewportFit(sticky && !compact);
  const total = totalCostText(quote, recalculating, error);
  const barred = sticky && compact;

  return (
    <aside
      ref={panelRef}
      className={`cost-panel${recalculating ? ' is-busy' : ''}${sticky ? ' is-sticky' : ''}`}
      aria-labelledby={`${id}-heading`}
      aria-busy={recalculating}
    >
      <h2 id={`${id}-heading`}>Your quote</h2>
      <button
        type="button"
        className="link-button cost-toggle"
        aria-expanded={shown}
        aria-controls={`${id}-lines`}
        onClick={() => setChoice(!shown)}
      >
        {shown ? 'Hide Costs' : 'View Costs'}
      </button>
      <div
        ref={scrollerRef}
        id={`${id}-lines`}
        className="cost-lines"
        hidden={!shown}
        {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-label': 'Price details' } : {})}
      >
        <div ref={contentRef} className="cost-lines-content">
          {notice ? (
            <p className="cost-notice">{notice}</p>
          ) : (
            quote && (
              <CostLines
                lines={quote.quoteLines}
                currency={quote.currency}
                noAddOns="No add-ons chosen."
                rentalTitle={rentalTitle}
                fee={quote.fee}
              />
            )
          )}
        </div>
      </div>
      <p className="cost-total" role="status">
        <span>Total Cost</span> <strong data-total="">{total}</strong>
      </p>
      {error && (
        <p role="alert" className="alert cost-error">
          {error}
        </p>
      )}
      {(actions || (primaryAction && !barred)) && (
        <div className="cost-actions">
          {!barred && primaryAction}
          {actions}
        </div>
      )}
      {barred && primaryAction && (
        <PriceBar total={total} fixed>
          {primaryAction}
        </PriceBar>
      )}
    </aside>
  );
}
