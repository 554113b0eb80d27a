import type { ReactNode } from 'react';
import './costs.css';

interface PriceBarProps {
  /** The total as shown ("R 2 339,58", "Calculating…"). */
  total: string;
  /** The primary action, and any action beside it. */
  children: ReactNode;
  label?: string;
  /**
   * Fixed to the bottom of the window wherever the page is scrolled (the quote screen's); else it
   * sticks there only while its section is on screen (the booking forms').
   */
  fixed?: boolean;
}

/**
 * A bar at the bottom of the window (above the cookie banner) with the total and the primary
 * action, so neither has to be scrolled to.
 */
export function PriceBar({ total, children, label = 'Total Cost', fixed = false }: PriceBarProps) {
  return (
    <div className={`price-bar${fixed ? ' is-fixed' : ''}`}>
      <p className="price-bar-total">
        <span>{label}</span> <strong data-bar-total="">{total}</strong>
      </p>
      <div className="price-bar-actions">{children}</div>
    </div>
  );
}
