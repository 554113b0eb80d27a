import type { D2dCharge } from '@bluu/contracts/d2d';
import { useId, type ReactNode } from 'react';
import { formatAmount } from '@/lib/money.ts';
import '@/components/vehicle/vehicle-card.css';

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
      <img
        className="vehicle-image"
        src={charge.imageUrl}
        alt={charge.makeModel}
        width={320}
        height={180}
        loading="lazy"
      />
      <div className="vehicle-body">
        {selected && <p className="vehicle-selected-badge">Your vehicle</p>}
        <h3 id={headingId}>{charge.vehicleGrp_Desc}</h3>
        {!charge.vehicleGrp_Desc.includes(charge.makeModel) && (
          <p className="vehicle-model">{charge.makeModel} or similar</p>
        )}
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
