import {
  reservationTrip,
  TripFacts,
  tripEnd,
  type TripFact,
} from '@/components/trip/trip-facts.tsx';
import { TransferFactList } from '@/components/trip/transfer-facts.tsx';
import type { LookupResult } from '@/features/manage-booking/api/look-up.ts';
import { statusLabel } from '@/features/manage-booking/utils/manage-status.ts';
import { formatAmount } from '@/lib/money.ts';
import { formatLocalDateTimeText } from '@/lib/format.ts';
import { factsOf } from './looked-up.tsx';

/**
 * Status, vehicle, pick-up and drop-off (a transfer's route), and total of a looked-up quote or
 * reservation.
 */
export function ReferenceSummary({ result }: { result: LookupResult }) {
  const { reservation, quote, transfer, transferQuote } = result.manage ?? {};
  const shownStatus = statusLabel(factsOf(result));
  const status: TripFact = { label: 'Status', value: shownStatus };
  // A transfer's reservation names only its hub: its route and pick-up are in `transfer`.
  if (reservation && transfer) {
    return (
      <TransferFactList
        vehicle={reservation.vehicleGrp_Desc}
        transfer={transfer}
        before={[[status.label, shownStatus]]}
        after={[['Total', formatAmount(reservation.totalCharge, reservation.currency)]]}
      />
    );
  }
  // A saved transfer quote: the route it was priced for, and until when it may be confirmed.
  if (transferQuote && transfer) {
    return (
      <TransferFactList
        vehicle={transferQuote.vehicleGrp_Desc}
        transfer={transfer}
        before={[[status.label, shownStatus]]}
        after={[
          ['Total', formatAmount(transferQuote.totalCharge, transferQuote.currency)],
          ['Valid until', formatLocalDateTimeText(transferQuote.expiresAt.slice(0, 16))],
        ]}
      />
    );
  }
  const trip = reservation
    ? {
        vehicle: { name: reservation.vehicleGrp_Desc },
        ...reservationTrip(reservation),
        after: [
          { label: 'Total', value: formatAmount(reservation.totalCharge, reservation.currency) },
        ],
      }
    : quote && {
        vehicle: { name: quote.vehicleGrp_Desc },
        pickUp: tripEnd(quote.pickUpBranch, quote.pickUpDateTime),
        dropOff: tripEnd(quote.dropOffBranch, quote.dropOffDateTime),
        after: [
          { label: 'Total', value: formatAmount(quote.totalCharge, quote.currency) },
          { label: 'Valid until', value: formatLocalDateTimeText(quote.expiresAt.slice(0, 16)) },
        ],
      };
  if (trip) return <TripFacts before={[status]} {...trip} />;
  return (
    <dl className="trip-facts">
      <div>
        <dt>{status.label}</dt>
        <dd>{status.value}</dd>
      </div>
    </dl>
  );
}
