import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { AvailabilityResults } from '@/features/search/components/availability-results.tsx';
import { SearchForm } from '@/features/search/components/search-form.tsx';
import { SearchSummary } from '@/features/search/components/search-summary.tsx';
import type { AvailabilityState } from '@/lib/journey/journey-state.ts';
import { useJourneyState } from '@/lib/journey/use-journey-state.ts';
import './availability.css';

function SearchResults({ state }: { state: AvailabilityState }) {
  const formId = useId();
  const [modifying, setModifying] = useState(false);
  return (
    <>
      <div className="availability-search">
        <SearchSummary request={state.payload} />
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={modifying}
          aria-controls={formId}
          onClick={() => setModifying((open) => !open)}
        >
          Modify search
        </button>
      </div>
      <div id={formId} className="availability-modify" hidden={!modifying}>
        {modifying && <SearchForm initialRequest={state.payload} />}
      </div>
      <AvailabilityResults state={state} />
    </>
  );
}

export function Component() {
  const location = useLocation();
  const state = useJourneyState('availability');
  return (
    <div className="container page availability-page">
      <PageTitle title="Available vehicles" />
      <h1>Available vehicles</h1>
      {state ? (
        <SearchResults key={location.key} state={state} />
      ) : (
        <>
          <p>Search for a vehicle to see available rates.</p>
          <div className="availability-modify">
            <SearchForm />
          </div>
        </>
      )}
    </div>
  );
}
