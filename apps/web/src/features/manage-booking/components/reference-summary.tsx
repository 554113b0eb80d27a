import { amountToCents, formatMoney, type CurrencyCode } from '@bluu/contracts/money';
import { splitDateTime } from '@bluu/contracts/time';
import { formatLocalDateTime } from '@/lib/format.ts';
import { useBranches } from '@/lib/api/get-branches.ts';
import type { LookupResult } from '@/features/manage-booking/api/look-up.ts';
import { STATUS_LABELS } from '@/features/manage-booking/utils/manage-status.ts';

interface SummaryRow {
  label: string;
  value: string;
}

function useBranchName() {
  const branches = useBranches();
  return (code: string) =>
    branches.data?.find((branch) => branch.branchCode === code)?.branchName ?? code;
}

export function formatAmount(amount: number, currency: CurrencyCode): string {
  return formatMoney({ cents: amountToCents(amount), currency });
}

function wireDateTime(text: string): string {
  const { date, time } = splitDateTime(text);
  return formatLocalDateTime(date, time);
}

/** Vehicle, pick-up and drop-off, total and status of a looked-up quote or reservation. */
export function ReferenceSummary({ result }: { result: LookupResult }) {
  const branchName = useBranchName();
  const { reservation, quote } = result.manage ?? {};
  const status = result.expired ? 'Expired quote' : STATUS_LABELS[result.status];
  let rows: SummaryRow[] = [{ label: 'Status', value: status }];
  if (reservation)
    rows = [
      ...rows,
      { label: 'Vehicle', value: reservation.vehicleGrp_Desc },
      {
        label: 'Pick-up',
        value: `${branchName(reservation.pickupBranch)}, ${formatLocalDateTime(reservation.pickupDate, reservation.pickupTime)}`,
      },
      {
        label: 'Drop-off',
        value: `${branchName(reservation.duebackBranch)}, ${formatLocalDateTime(reservation.duebackDate, reservation.duebackTime)}`,
      },
      { label: 'Total', value: formatAmount(reservation.totalCharge, reservation.currency) },
    ];
  else if (quote)
    rows = [
      ...rows,
      { label: 'Vehicle', value: quote.vehicleGrp_Desc },
      {
        label: 'Pick-up',
        value: `${branchName(quote.pickUpBranch)}, ${wireDateTime(quote.pickUpDateTime)}`,
      },
      {
        label: 'Drop-off',
        value: `${branchName(quote.dropOffBranch)}, ${wireDateTime(quote.dropOffDateTime)}`,
      },
      { label: 'Total', value: formatAmount(quote.totalCharge, quote.currency) },
      { label: 'Valid until', value: wireDateTime(quote.expiresAt.slice(0, 16)) },
    ];

  return (
    <dl className="manage-summary">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
