import type { VehicleCharge } from '@bluu/contracts/availability';
import type { CurrencyCode } from '@bluu/contracts/money';
import { useId } from 'react';
import { useVehicleChoiceFocus } from '@/components/vehicle/use-vehicle-choice-focus.ts';
import { VehicleCard } from '@/components/vehicle/vehicle-card.tsx';

interface VehicleSectionProps {
  charges: VehicleCharge[];
  currency: CurrencyCode;
  selected: VehicleCharge | undefined;
  choosing: boolean;
  /** Why the vehicle has to be chosen again, e.g. it is not available for a new search. */
  notice?: string | null;
  onChoose: () => void;
  onSelect: (vehicleGroup: string) => void;
}

/** The chosen vehicle with Change vehicle selection, or every available group to choose from. */
export function VehicleSection({
  charges,
  currency,
  selected,
  choosing,
  notice,
  onChoose,
  onSelect,
}: VehicleSectionProps) {
  const headingId = useId();
  const { headingRef, changeRef } = useVehicleChoiceFocus(choosing || !selected);

  if (choosing || !selected)
    return (
      <section className="quote-section" aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          Choose your vehicle
        </h2>
        {notice && <p className="notice">{notice}</p>}
        <ul className="vehicle-list">
          {charges.map((charge) => (
            <li key={charge.vehicleGrp}>
              <VehicleCard
                charge={charge}
                currency={currency}
                compact
                selected={charge.vehicleGrp === selected?.vehicleGrp}
                action={(cardHeadingId) => (
                  <button
                    type="button"
                    className="button button-primary"
                    aria-describedby={cardHeadingId}
                    onClick={() => onSelect(charge.vehicleGrp)}
                  >
                    Select
                  </button>
                )}
              />
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <section className="quote-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Your vehicle</h2>
      <div className="chosen-vehicle">
        <VehicleCard charge={selected} currency={currency} compact selected />
      </div>
      <button ref={changeRef} type="button" className="link-button" onClick={onChoose}>
        Change vehicle selection
      </button>
    </section>
  );
}
