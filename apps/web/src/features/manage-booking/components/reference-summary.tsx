import {
  formatWireDateTime,
  reservationTrip,
  TripFacts,
  tripEnd,
  type TripFact,
} from '@/components/trip/trip-facts.tsx';
import type { LookupResult } from '@/features/manage-booking/api/look-up.ts';
import { STATUS_LABELS } from '@/features/manage-booking/utils/manage-status.ts';
import { formatAmount } from '@/lib/money.ts';

/** Status, vehicle, pick-up and drop-off, and total of a looked-up quote or reservation. */
export function ReferenceSummary({ result }: { result: LookupResult }) {
  const { reservation, quote } = result.manage ?? {};
  const status: TripFact = {
    label: 'Status',
    value: result.expired ? 'Expired quote' : STATUS_LABELS[result.status],
  };
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
          { label: 'Valid until', value: formatWireDateTime(quote.expiresAt.slice(0, 16)) },
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
