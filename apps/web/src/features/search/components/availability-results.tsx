import { SUCCESS } from '@bluu/contracts/api-errors';
import { availabilityOutcome } from '@bluu/contracts/availability';
import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import { currencyForBranch } from '@bluu/contracts/money';
import { useId } from 'react';
import { ContactText } from '../../../components/ui/contact-text.tsx';
import type { AvailabilityState } from '../utils/availability-state.ts';
import { VehicleCard } from './vehicle-card.tsx';
import './availability-results.css';

/** The outcome of a search: the spec's message, or one card per vehicle group of the rate. */
export function AvailabilityResults({ state }: { state: AvailabilityState }) {
  const headingId = useId();
  const outcome = availabilityOutcome(
    { errors: state.errors ?? SUCCESS, rates: state.rates, otherRates: state.otherRates },
    RESERVATIONS_EMAIL,
  );
  if (outcome.kind === 'error')
    return (
      <p role="alert" className="alert availability-message">
        <ContactText text={outcome.message} />
      </p>
    );

  const { rate, otherRates } = outcome;
  const currency = currencyForBranch(state.payload.pickUpBranch);
  return (
    <section className="availability-results" aria-labelledby={headingId}>
      <h2 id={headingId}>{rate.rateDesc}</h2>
      <p className="availability-note">Daily rates include VAT.</p>
      <ul className="vehicle-list">
        {rate.charges.map((charge) => (
          <li key={charge.vehicleGrp}>
            <VehicleCard
              charge={charge}
              currency={currency}
              selection={{
                payload: state.payload,
                rate: { rateCode: rate.rateCode, rateDesc: rate.rateDesc },
                otherRates,
                charge,
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
