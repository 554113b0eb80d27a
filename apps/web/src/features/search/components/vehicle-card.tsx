import type { VehicleCharge } from '@bluu/contracts/availability';
import { amountToCents, formatMoney, type CurrencyCode } from '@bluu/contracts/money';
import { useId } from 'react';
import { Link } from 'react-router';
import type { QuoteSelectionState } from '../utils/availability-state.ts';

interface VehicleCardProps {
  charge: VehicleCharge;
  currency: CurrencyCode;
  selection: QuoteSelectionState;
}

export function VehicleCard({ charge, currency, selection }: VehicleCardProps) {
  const headingId = useId();
  const money = (amount: number) => formatMoney({ cents: amountToCents(amount), currency });

  return (
    <article className="vehicle-card" aria-labelledby={headingId}>
      <img
        className="vehicle-image"
        src={charge.imageUrl}
        alt={charge.makeModel}
        width={320}
        height={180}
        loading="lazy"
      />
      <div className="vehicle-body">
        <h3 id={headingId}>{charge.vehicleGrp_Desc}</h3>
        {!charge.vehicleGrp_Desc.includes(charge.makeModel) && (
          <p className="vehicle-model">{charge.makeModel} or similar</p>
        )}
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
          {charge.superCover > 0 && (
            <li>Super cover excess: {money(charge.superCoverExcessCDW)}</li>
          )}
        </ul>
      </div>
      <div className="vehicle-footer">
        <p className="vehicle-price">
          <strong>{money(charge.dailyChargeAmount)}</strong> per day
        </p>
        <Link
          to="/get-quote/"
          state={selection}
          className="button button-primary"
          aria-describedby={headingId}
        >
          Choose
        </Link>
      </div>
    </article>
  );
}
