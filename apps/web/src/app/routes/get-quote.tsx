import type { AvailabilityRequest } from '@bluu/contracts/availability';
import { availabilityOutcome } from '@bluu/contracts/availability-rules';
import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { ContactText } from '@/components/ui/contact-text.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { D2DFormPanel } from '@/features/d2d/components/d2d-form-panel.tsx';
import { QuoteBuilder } from '@/features/quote/components/quote-builder.tsx';
import { availabilityErrorMessage, availabilityQuery } from '@/lib/api/check-availability.ts';
import { AvailabilityResults } from '@/features/search/components/availability-results.tsx';
import { RateCodeChange } from '@/features/search/components/rate-code-change.tsx';
import { SearchForm } from '@/features/search/components/search-form.tsx';
import { TripEditor } from '@/features/search/components/trip-editor.tsx';
import type { AvailabilityState, QuoteSelectionState } from '@/lib/journey/journey-state.ts';
import { useBranchPage } from '@/lib/api/use-branch-page.ts';
import { isD2dEntry } from '@/lib/journey/d2d-entry.ts';
import { useJourneyState } from '@/lib/journey/use-journey-state.ts';
import { Loading } from '@/components/ui/load-failure.tsx';
import { useSessionUser } from '@/lib/session-user.ts';
import './availability.css';

const D2DQuoteScreen = lazy(() => import('@/features/d2d/components/d2d-quote-screen.tsx'));

/** The chosen vehicle's screen: the search can be changed, and the groups come from it. */
function VehicleChoice({ selection }: { selection: QuoteSelectionState }) {
  const tripHeadingId = useId();
  const [search, setSearch] = useState<AvailabilityRequest>(selection.payload);
  const branchPage = useBranchPage();
  const availability = useQuery({
    ...availabilityQuery(search),
    placeholderData: keepPreviousData,
  });
  const outcome = availability.data
    ? availabilityOutcome(availability.data, RESERVATIONS_EMAIL)
    : null;
  const answered = outcome?.kind === 'rates' ? outcome : null;
  const rate = answered
    ? { rateCode: answered.rate.rateCode, rateDesc: answered.rate.rateDesc }
    : selection.rate;
  const problem =
    outcome?.kind === 'error'
      ? outcome.message
      : availability.isError
        ? availabilityErrorMessage(availability.error)
        : null;

  return (
    <QuoteBuilder
      search={search}
      rate={rate}
      charges={answered?.rate.charges ?? [selection.charge]}
      initialGroup={selection.charge.vehicleGrp}
      searchTools={
        <>
          <section className="quote-section" aria-labelledby={tripHeadingId}>
            <h2 id={tripHeadingId}>Pick-up and drop-off</h2>
            <TripEditor request={search} onSearched={setSearch} />
            {problem && (
              <p role="alert" className="alert availability-message">
                <ContactText text={problem} locationDetails={branchPage(search.pickUpBranch)} />
              </p>
            )}
          </section>
          <RateCodeChange
            request={search}
            rate={rate}
            otherRates={answered?.otherRates ?? selection.otherRates}
            onSearched={setSearch}
          />
        </>
      }
    />
  );
}

/**
 * Reached without a chosen vehicle: search here, and choose from the groups shown inline; or
 * plan a Door2Door transfer.
 */
function InlineSearch() {
  const [results, setResults] = useState<AvailabilityState | null>(null);
  return (
    <Tabs
      label="Bookings"
      items={[
        {
          id: 'book',
          label: 'Book a Vehicle',
          panel: (
            <>
              <div className="availability-modify">
                <SearchForm onResults={setResults} />
              </div>
              {results && <AvailabilityResults state={results} />}
            </>
          ),
        },
        {
          id: 'door2door',
          label: 'Door2Door',
          lazy: true,
          panel: (
            <div className="availability-modify">
              <D2DFormPanel />
            </div>
          ),
        },
      ]}
    />
  );
}

export function Component() {
  const location = useLocation();
  const user = useSessionUser();
  const selection = useJourneyState('quote');
  const transfer = isD2dEntry(location.state, 'quote');
  return (
    <div className="container page availability-page quote-page">
      <PageTitle title="Book a Vehicle" />
      <h1>{user?.accountName || 'Book a Vehicle'}</h1>
      {selection ? (
        <VehicleChoice key={location.key} selection={selection} />
      ) : transfer ? (
        <Suspense fallback={<Loading text="Loading your transfer…" />}>
          <D2DQuoteScreen />
        </Suspense>
      ) : (
        <InlineSearch key={location.key} />
      )}
    </div>
  );
}
