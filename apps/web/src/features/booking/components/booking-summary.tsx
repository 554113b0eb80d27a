import { splitDateTime } from '@bluu/contracts/time';
import { useId } from 'react';
import { formatLocalDateTime } from '@/lib/format.ts';
import { CostPanel } from '@/components/costs/cost-panel.tsx';
import { useBranches } from '@/lib/api/get-branches.ts';
import type { BookingState } from '@/lib/journey/journey-state.ts';

function formatWireDateTime(text: string): string {
  const { date, time } = splitDateTime(text);
  return formatLocalDateTime(date, time);
}

/** Beside the booking steps: the vehicle, trip and rate, then the quote's lines and Total Cost. */
export function BookingSummary({ state }: { state: BookingState }) {
  const headingId = useId();
  const branches = useBranches();
  const branchName = (code: string) =>
    branches.data?.find((branch) => branch.branchCode === code)?.branchName ?? code;
  const { details, charge, rate, quote } = state;

  return (
    <div className="booking-aside">
      <section className="booking-summary" aria-labelledby={headingId}>
        <h2 id={headingId}>Your booking</h2>
        <dl className="booking-facts">
          <div>
            <dt>Vehicle</dt>
            <dd>
              {charge.vehicleGrp_Desc}
              {!charge.vehicleGrp_Desc.includes(charge.makeModel) && (
                <span className="booking-fact-note">{charge.makeModel} or similar</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Pick-up</dt>
            <dd>
              {branchName(details.pickUpBranch)}
              <span className="booking-fact-note">
                {formatWireDateTime(details.pickUpDateTime)}
              </span>
            </dd>
          </div>
          <div>
            <dt>Drop-off</dt>
            <dd>
              {branchName(details.dropOffBranch)}
              <span className="booking-fact-note">
                {formatWireDateTime(details.dropOffDateTime)}
              </span>
            </dd>
          </div>
          <div>
            <dt>Rate</dt>
            <dd>{rate.rateDesc || rate.rateCode}</dd>
          </div>
        </dl>
      </section>
      <CostPanel quote={quote} recalculating={false} error={null} actions={null} />
    </div>
  );
}
