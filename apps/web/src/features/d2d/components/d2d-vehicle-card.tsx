import type { D2dCharge } from '@bluu/contracts/d2d';
import { useId, type ReactNode } from 'react';
import { formatAmount } from '@/lib/money.ts';
import '@/components/vehicle/vehicle-card.css';
import { VehicleHeading, VehicleImage } from '@/components/vehicle/vehicle-identity.tsx';

interface D2DVehicleCardProps {
  charge: D2dCharge;
  /** Visitors and individuals see the trip's price; accounts see Select instead (spec 000 §6). */
  showPrice: boolean;
  selected?: boolean;
  action?: (headingId: string) => ReactNode;
}

/** A Door2Door vehicle group: image, model, seats and luggage, and the price of the trip. */
export function D2DVehicleCard({ charge, showPrice, selected, action }: D2DVehicleCardProps) {
  const headingId = useId();
  return (
    <article
      className={`vehicle-card is-compact${selected ? ' is-selected' : ''}`}
      aria-labelledby={headingId}
    >
      <VehicleImage vehicle={charge} />
      <div className="vehicle-body">
        <VehicleHeading vehicle={charge} headingId={headingId} selected={selected} />
        <ul className="vehicle-specs">
          <li>{charge.seats} seats</li>
          <li>{charge.luggage} bags</li>
          <li>Chauffeur driven</li>
        </ul>
      </div>
      <div className="vehicle-footer">
        {showPrice && (
          <p className="vehicle-price">
            <strong data-trip-price="">{formatAmount(charge.tripCharge, 'ZAR')}</strong> per trip
          </p>
        )}
        {action?.(headingId)}
      </div>
    </article>
  );
}
