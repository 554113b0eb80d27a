import type { VehicleCharge } from '@bluu/contracts/availability';
import type { CurrencyCode } from '@bluu/contracts/money';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { formatAmount } from '@/lib/money.ts';
import { Loading } from '@/components/ui/load-failure.tsx';
import './vehicle-card.css';
import { VehicleHeading, VehicleImage } from './vehicle-identity.tsx';

interface VehicleCardProps {
  charge: VehicleCharge;
  currency: CurrencyCode;
  /** The card's action, e.g. a Choose link; it is given the id of the card's heading. */
  action?: (headingId: string) => ReactNode;
  /** Marks the card of the chosen vehicle. */
  selected?: boolean;
  /** The marked card's badge; "Your vehicle" unless given. */
  badge?: string;
  /** Keeps the specifications behind a View Car Details disclosure. */
  compact?: boolean;
  /** The trip's rental days: with them the card shows the trip's total with standard cover. */
  tripDays?: number | null;
}

// The content service's client loads only when View Car Details is first opened.
const VehicleDetails = lazy(() => import('./vehicle-details.tsx'));

/** A vehicle group as priced under a rate: image, model, specifications, cover and daily price. */
export function VehicleCard({
  charge,
  currency,
  action,
  selected,
  badge,
  compact,
  tripDays,
}: VehicleCardProps) {
  const headingId = useId();
  const detailsId = useId();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const money = (amount: number) => formatAmount(amount, currency);

  const specs = (
    <>
      <ul className="vehicle-specs">
        <li>{charge.seats} seats</li>
        <li>{charge.luggage} bags</li>
        <li>{charge.transmission}</li>
        <li>{charge.freeKMS} km free per day</li>
      </ul>
      <ul className="vehicle-cover">
        {charge.standardCover > 0 && (
          <li>Standard cover excess: {money(charge.standardCoverExcessCDW)}</li>
        )}
        {charge.superCover > 0 && <li>Super cover excess: {money(charge.superCoverExcessCDW)}</li>}
      </ul>
    </>
  );

  return (
    <article
      className={`vehicle-card${selected ? ' is-selected' : ''}${compact ? ' is-compact' : ''}`}
      aria-labelledby={headingId}
    >
      <VehicleImage vehicle={charge} />
      <div className="vehicle-body">
        <VehicleHeading vehicle={charge} headingId={headingId} selected={selected} badge={badge} />
        {compact ? (
          <>
            <button
              type="button"
              className="link-button"
              aria-expanded={detailsOpen}
              aria-controls={detailsId}
              onClick={() => setDetailsOpen((open) => !open)}
            >
              View Car Details
            </button>
            <div id={detailsId} hidden={!detailsOpen} className="vehicle-details">
              {detailsOpen && (
                <Suspense fallback={<Loading text="Loading the vehicle's details…" />}>
                  <VehicleDetails charge={charge} currency={currency} />
                </Suspense>
              )}
            </div>
          </>
        ) : (
          specs
        )}
      </div>
      <div className="vehicle-footer">
        <div className="vehicle-prices">
          <p className="vehicle-price">
            <strong>{money(charge.dailyChargeAmount)}</strong> per day
          </p>
          {tripDays && charge.totalWithStandardCover !== undefined ? (
            <p className="vehicle-trip-total">
              Total <strong data-trip-total="">{money(charge.totalWithStandardCover)}</strong> with
              standard cover for {tripDays} {tripDays === 1 ? 'day' : 'days'}
            </p>
          ) : null}
        </div>
        {action?.(headingId)}
      </div>
    </article>
  );
}
