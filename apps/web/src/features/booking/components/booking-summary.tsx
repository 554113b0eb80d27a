import { useId } from 'react';
import { CostPanel } from '@/components/costs/cost-panel.tsx';
import { TripFacts, tripEnd } from '@/components/trip/trip-facts.tsx';
import type { BookingState } from '@/lib/journey/journey-state.ts';

/** Beside the booking steps: the vehicle, trip and rate, then the quote's lines and Total Cost. */
export function BookingSummary({ state }: { state: BookingState }) {
  const headingId = useId();
  const { details, charge, rate, quote } = state;

  return (
    <div className="booking-aside">
      <section className="booking-summary" aria-labelledby={headingId}>
        <h2 id={headingId}>Your booking</h2>
        <TripFacts
          vehicle={{ name: charge.vehicleGrp_Desc, makeModel: charge.makeModel }}
          pickUp={tripEnd(details.pickUpBranch, details.pickUpDateTime)}
          dropOff={tripEnd(details.dropOffBranch, details.dropOffDateTime)}
          rate={rate.rateDesc || rate.rateCode}
        />
      </section>
      <CostPanel quote={quote} recalculating={false} error={null} actions={null} />
    </div>
  );
}
