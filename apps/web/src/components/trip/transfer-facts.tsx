import type { D2DBookingState, TransferFacts } from '@/lib/journey/journey-state.ts';
import { formatLocalDateTimeText } from '@/lib/format.ts';
import './trip-facts.css';

/** What a transfer's booking shows of its trip, from the booking steps' state. */
export function transferFactsOf({ details, request, quote }: D2DBookingState): TransferFacts {
  return {
    route: details.addresses,
    pickUpDateTime: request.pickUpDateTime,
    passengers: request.numberPassengers,
    tripKms: quote.trip.tripKms,
    fee: quote.fee,
  };
}

/** A transfer's vehicle, route, distance, pick-up and passengers, then any facts after them. */
export function TransferFactList({
  vehicle,
  transfer,
  after = [],
}: {
  vehicle: string;
  transfer: TransferFacts;
  after?: Array<[label: string, value: string]>;
}) {
  const facts: Array<[string, string]> = [
    ['Vehicle', vehicle],
    ['Route', transfer.route.join(' → ')],
    ['Distance', `${transfer.tripKms} km`],
    ['Pick-up', formatLocalDateTimeText(transfer.pickUpDateTime)],
    ['Passengers', String(transfer.passengers)],
    ...after,
  ];
  return (
    <dl className="trip-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
