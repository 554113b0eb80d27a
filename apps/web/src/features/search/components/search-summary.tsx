import type { AvailabilityRequest } from '@bluu/contracts/availability';
import { DEFAULT_RESIDENCE } from '@bluu/contracts/constants';
import { splitDateTime } from '@bluu/contracts/time';
import { formatLocalDateTime } from '@/lib/format.ts';
import { useBranches } from '@/lib/api/get-branches.ts';
import { RESIDENCE_LABELS } from '@/features/search/utils/search-values.ts';
import './search-summary.css';

function formatWireDateTime(text: string): string {
  const { date, time } = splitDateTime(text);
  return formatLocalDateTime(date, time);
}

/** What was searched for: branches by name, dates and times, residence. */
export function SearchSummary({ request }: { request: AvailabilityRequest }) {
  const branches = useBranches();
  const branchName = (code: string) =>
    branches.data?.find((branch) => branch.branchCode === code)?.branchName ?? code;

  return (
    <section aria-label="Your search">
      <dl className="search-summary">
        <div>
          <dt>Pick-up</dt>
          <dd>
            <span className="search-summary-branch">{branchName(request.pickUpBranch)}</span>
            <span>{formatWireDateTime(request.pickUpDateTime)}</span>
          </dd>
        </div>
        <div>
          <dt>Drop-off</dt>
          <dd>
            <span className="search-summary-branch">{branchName(request.dropOffBranch)}</span>
            <span>{formatWireDateTime(request.dropOffDateTime)}</span>
          </dd>
        </div>
        <div>
          <dt>Country of residence</dt>
          <dd>{RESIDENCE_LABELS[request.foreignLocal ?? DEFAULT_RESIDENCE]}</dd>
        </div>
      </dl>
    </section>
  );
}
