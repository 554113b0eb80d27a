import type { VehicleCharge } from '@bluu/contracts/availability';
import type { Waiver } from '@bluu/contracts/constants';
import type { CurrencyCode } from '@bluu/contracts/money';
import { useId, useRef } from 'react';
import { offeredWaivers, WAIVER_LABELS } from '@/features/quote/utils/quote-selection.ts';
import { formatAmount } from '@/lib/money.ts';

interface WaiverOptionsProps {
  charge: VehicleCharge;
  currency: CurrencyCode;
  selected: Waiver | null;
  onSelect: (waiver: Waiver) => void;
}

/** The waiver cover a vehicle offers (cover 0 is not offered), with Upgrade to Super Waiver. */
export function WaiverOptions({ charge, currency, selected, onSelect }: WaiverOptionsProps) {
  const id = useId();
  const superRef = useRef<HTMLInputElement>(null);
  const offered = offeredWaivers(charge);
  const figures: Record<Waiver, { daily: number; excess: number }> = {
    CDW: { daily: charge.standardCover, excess: charge.standardCoverExcessCDW },
    SCDW: { daily: charge.superCover, excess: charge.superCoverExcessCDW },
  };

  if (offered.length === 0)
    return (
      <p className="notice">
        No waiver cover is offered for this vehicle. Please choose another vehicle.
      </p>
    );

  return (
    <fieldset className="waiver-options">
      <legend>
        <h3>Waiver cover</h3>
      </legend>
      <div className="waiver-list">
        {offered.map((waiver) => (
          <label
            key={waiver}
            className={`waiver-option${selected === waiver ? ' is-selected' : ''}`}
          >
            <input
              ref={waiver === 'SCDW' ? superRef : undefined}
              type="radio"
              name={`${id}-waiver`}
              value={waiver}
              checked={selected === waiver}
              onChange={() => onSelect(waiver)}
            />
            <span className="waiver-text">
              <strong>
                {WAIVER_LABELS[waiver]} ({waiver})
              </strong>
              <span>{formatAmount(figures[waiver].daily, currency)} per day</span>
              <span>Excess: {formatAmount(figures[waiver].excess, currency)}</span>
            </span>
          </label>
        ))}
      </div>
      {selected === 'CDW' && offered.includes('SCDW') && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            onSelect('SCDW');
            // The button goes once Super cover is chosen: the focus moves to what it chose.
            superRef.current?.focus();
          }}
        >
          Upgrade to Super Waiver
        </button>
      )}
    </fieldset>
  );
}
