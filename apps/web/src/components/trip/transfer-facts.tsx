import type { TransferFacts } from '@bluu/contracts/d2d';
import type { D2DBookingState } from '@/lib/journey/journey-state.ts';
import { formatLocalDateTimeText } from '@/lib/format.ts';
import { FactList } from './trip-facts.tsx';

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

/** A fact as label and value, with a quieter note below the value if given. */
type TransferFact = [label: string, value: string, note?: string];

/** Any facts before them, a transfer's vehicle, route, distance, pick-up and passengers, then any after. */
export function TransferFactList({
  vehicle,
  transfer,
  before = [],
  after = [],
}: {
  vehicle: string;
  transfer: TransferFacts;
  before?: TransferFact[];
  after?: TransferFact[];
}) {
  const facts: TransferFact[] = [
    ...before,
    ['Vehicle', vehicle],
    ['Route', transfer.route.join(' → ')],
    ['Distance', `${transfer.tripKms} km`],
    ['Pick-up', formatLocalDateTimeText(transfer.pickUpDateTime)],
    ['Passengers', String(transfer.passengers)],
    ...after,
  ];
  return <FactList facts={facts.map(([label, value, note]) => ({ label, value, note }))} />;
}
