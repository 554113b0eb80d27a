import { centsToAmount } from '@bluu/contracts/money';
import type { D2dQuoteQuery, D2dTrip, TransferFacts } from '@bluu/contracts/d2d';
import type { D2dRecord } from '../../db/schema.ts';

/** What a booked transfer shows of its trip, from what was stored with it. */
export function transferFactsOf(record: D2dRecord): TransferFacts {
  return {
    route: record.trip.stops.map((stop) => stop.description),
    pickUpDateTime: record.request.pickUpDateTime,
    passengers: record.trip.numberPassengers,
    tripKms: record.trip.tripKms,
    fee: centsToAmount(record.feeCents),
  };
}

/**
 * A measured trip and the request it was measured from: the trip's stops are the pick-up, the
 * additional pick-ups, the additional drop-offs and the drop-off (`d2dTripSchema`), and only the
 * request says how many of the stops between are pick-ups.
 */
export interface TransferRoute {
  trip: D2dTrip;
  request: Pick<D2dQuoteQuery, 'additionalPickUpPlaceIds'>;
}

/**
 * A transfer's addresses in driving order, each named as the D2D form names its field (spec 001
 * §2), so a chauffeur sees where passengers get in and where they get out: Pick-up address,
 * Additional pick-up address 1, Additional drop-off address 1, Drop-off address.
 */
export function transferStopsOf({ trip, request }: TransferRoute): Array<[string, string]> {
  const [pickUp, ...rest] = trip.stops;
  const dropOff = rest.at(-1);
  const between = rest.slice(0, -1);
  const pickUps = request.additionalPickUpPlaceIds.length;
  return [
    ['Pick-up address', pickUp?.description ?? ''],
    ...between.map((stop, index): [string, string] => [
      index < pickUps
        ? `Additional pick-up address ${index + 1}`
        : `Additional drop-off address ${index - pickUps + 1}`,
      stop.description,
    ]),
    ['Drop-off address', dropOff?.description ?? ''],
  ];
}
