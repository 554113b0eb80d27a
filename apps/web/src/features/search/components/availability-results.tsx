import { SUCCESS } from '@bluu/contracts/api-errors';
import { availabilityOutcome } from '@bluu/contracts/availability';
import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import { currencyForBranch } from '@bluu/contracts/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { ContactText } from '@/components/ui/contact-text.tsx';
import { VehicleCard } from '@/components/vehicle/vehicle-card.tsx';
import { ModifyNotice } from '@/components/journey/modify-notice.tsx';
import { journeyLink } from '@/lib/journey/journey.ts';
import type { AvailabilityState, QuoteSelectionState } from '@/lib/journey/journey-state.ts';
import './availability-results.css';

/** The outcome of a search: the spec's message, or one card per vehicle group of the rate. */
export function AvailabilityResults({ state }: { state: AvailabilityState }) {
  const headingId = useId();
  const outcome = availabilityOutcome(
    { errors: state.errors ?? SUCCESS, rates: state.rates, otherRates: state.otherRates },
    RESERVATIONS_EMAIL,
  );
  const modify = state.payload.modify;
  const notice = modify && <ModifyNotice context={modify} />;
  if (outcome.kind === 'error')
    return (
      <>
        {notice}
        <p role="alert" className="alert availability-message">
          <ContactText text={outcome.message} />
        </p>
      </>
    );

  const { rate, otherRates } = outcome;
  const currency = currencyForBranch(state.payload.pickUpBranch);
  return (
    <section className="availability-results" aria-labelledby={headingId}>
      {notice}
      <h2 id={headingId}>{rate.rateDesc}</h2>
      <p className="availability-note">Daily rates include VAT.</p>
      <ul className="vehicle-list">
        {rate.charges.map((charge) => {
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
                action={(cardHeadingId) => (
                  <Link
                    {...journeyLink('quote', selection)}
                    className="button button-primary"
                    aria-describedby={cardHeadingId}
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
