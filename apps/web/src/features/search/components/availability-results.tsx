import { SUCCESS } from '@bluu/contracts/api-errors-rules';
import { currencyForBranch } from '@bluu/contracts/money';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ContactText } from '@/components/ui/contact-text.tsx';
import { VehicleCard } from '@/components/vehicle/vehicle-card.tsx';
import { ModifyNotice } from '@/components/journey/modify-notice.tsx';
import { journeyLink } from '@/lib/journey/journey.ts';
import type { AvailabilityState, QuoteSelectionState } from '@/lib/journey/journey-state.ts';
import {
  isVehicleOrder,
  orderCharges,
  tripDaysOf,
  VEHICLE_ORDERS,
  type VehicleOrder,
} from '@/features/search/utils/vehicle-order.ts';
import { useSearchOutcome } from '@/features/search/hooks/use-search-outcome.ts';
import './availability-results.css';

interface AvailabilityResultsProps {
  state: AvailabilityState;
  /** Moves focus to the outcome (the rate's heading, or the message) whenever a new one shows. */
  focusOnShow?: boolean;
}

/**
 * The outcome of a search: the spec's message, or one card per vehicle group of the rate, with the
 * trip's total, in the order chosen (Recommended keeps the server's).
 */
export function AvailabilityResults({ state, focusOnShow = false }: AvailabilityResultsProps) {
  const headingId = useId();
  const orderId = useId();
  const [order, setOrder] = useState<VehicleOrder>('recommended');
  const outcomeRef = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnShow) outcomeRef.current?.focus();
  }, [focusOnShow, state]);
  const { outcomeOf, locationDetails } = useSearchOutcome(state.payload);
  const outcome = outcomeOf({
    errors: state.errors ?? SUCCESS,
    rates: state.rates,
    otherRates: state.otherRates,
  });
  const modify = state.payload.modify;
  const notice = modify && <ModifyNotice context={modify} />;
  if (outcome.kind === 'error')
    return (
      <>
        {notice}
        <p ref={outcomeRef} tabIndex={-1} role="alert" className="alert availability-message">
          <ContactText text={outcome.message} locationDetails={locationDetails} />
        </p>
      </>
    );

  const { rate, otherRates } = outcome;
  const currency = currencyForBranch(state.payload.pickUpBranch);
  const days = tripDaysOf(state.payload);
  const reservedGroup = modify?.selection?.vehicleGroup;
  return (
    <section className="availability-results" aria-labelledby={headingId}>
      {notice}
      <h2 id={headingId} ref={outcomeRef} tabIndex={-1}>
        {rate.rateDesc}
      </h2>
      <div className="availability-bar">
        <p className="availability-note">Prices include VAT.</p>
        <div className="field availability-order">
          <label className="field-label" htmlFor={orderId}>
            Sort by
          </label>
          <select
            id={orderId}
            className="field-control"
            value={order}
            onChange={(event) => {
              if (isVehicleOrder(event.target.value)) setOrder(event.target.value);
            }}
          >
            {VEHICLE_ORDERS.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ul className="vehicle-list">
        {orderCharges(rate.charges, order, days ?? 1, reservedGroup).map((charge) => {
          const selection: QuoteSelectionState = {
            payload: state.payload,
            rate: { rateCode: rate.rateCode, rateDesc: rate.rateDesc },
            otherRates,
            charge,
          };
          return (
            <li key={charge.vehicleGrp}>
              <VehicleCard
                charge={charge}
                currency={currency}
                tripDays={days}
                selected={charge.vehicleGrp === reservedGroup}
                badge="Your booked vehicle"
                action={(cardHeadingId) => (
                  // Named "Choose Group A1 Economy": each card's link by its vehicle, starting
                  // with the text it shows.
                  <Link
                    {...journeyLink('quote', selection)}
                    id={`${cardHeadingId}-choose`}
                    className="button button-primary"
                    aria-labelledby={`${cardHeadingId}-choose ${cardHeadingId}`}
                  >
                    Choose
                  </Link>
                )}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
