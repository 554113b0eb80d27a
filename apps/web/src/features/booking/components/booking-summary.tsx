import { useId } from 'react';
import { CostPanel } from '@/components/costs/cost-panel.tsx';
import { TripFacts, tripEnd } from '@/components/trip/trip-facts.tsx';
import type { BookingState, D2DBookingState } from '@/lib/journey/journey-state.ts';

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

/** Beside the D2D booking steps: the vehicle, route, distance and pick-up, then Transfer costs. */
export function D2DBookingSummary({ state }: { state: D2DBookingState }) {
  const headingId = useId();
  const { charge, quote, details, request } = state;
  return (
    <div className="booking-aside">
      <section className="booking-summary" aria-labelledby={headingId}>
        <h2 id={headingId}>Your transfer</h2>
        <dl className="trip-facts">
          <div>
            <dt>Vehicle</dt>
            <dd>{charge.vehicleGrp_Desc}</dd>
          </div>
          <div>
            <dt>Route</dt>
            <dd>{details.addresses.join(' → ')}</dd>
          </div>
          <div>
            <dt>Distance</dt>
            <dd>{quote.trip.tripKms} km</dd>
          </div>
          <div>
            <dt>Pick-up</dt>
            <dd>{request.pickUpDateTime}</dd>
          </div>
          <div>
            <dt>Passengers</dt>
            <dd>{request.numberPassengers}</dd>
          </div>
        </dl>
      </section>
      <CostPanel
        quote={quote}
        recalculating={false}
        error={null}
        actions={null}
        rentalTitle="Transfer costs"
      />
    </div>
  );
}
