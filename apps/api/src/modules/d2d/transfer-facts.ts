import { centsToAmount } from '@bluu/contracts/money';
import type { TransferFacts } from '@bluu/contracts/d2d';
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
