import type { AvailabilityRequest } from '@bluu/contracts/availability';
import { DEFAULT_RESIDENCE } from '@bluu/contracts/constants';
import { useBranchName } from '@/lib/api/use-branch-name.ts';
import { RESIDENCE_LABELS } from '@/features/search/utils/search-values.ts';
import { formatLocalDateTimeText } from '@/lib/format.ts';
import './search-summary.css';

/** What was searched for: branches by name, dates and times, residence. */
export function SearchSummary({ request }: { request: AvailabilityRequest }) {
  const branchName = useBranchName();

  return (
    <section aria-label="Your search">
      <dl className="search-summary">
        <div>
          <dt>Pick-up</dt>
          <dd>
            <span className="search-summary-branch">{branchName(request.pickUpBranch)}</span>
            <span>{formatLocalDateTimeText(request.pickUpDateTime)}</span>
          </dd>
        </div>
        <div>
          <dt>Drop-off</dt>
          <dd>
            <span className="search-summary-branch">{branchName(request.dropOffBranch)}</span>
            <span>{formatLocalDateTimeText(request.dropOffDateTime)}</span>
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
