import { lazy, startTransition, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Loading } from '@/components/ui/load-failure.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { D2DFormPanel } from '@/features/d2d/components/d2d-form-panel.tsx';
import { hasKeptD2dForm } from '@/features/d2d/utils/kept-d2d-form.ts';
import { SearchForm } from '@/features/search/components/search-form.tsx';
import type { AvailabilityState } from '@/lib/journey/journey-state.ts';
import { isD2dEntry } from '@/lib/journey/d2d-entry.ts';
import { stampJourneyState } from '@/lib/journey/journey-session.ts';
import { useJourneyState } from '@/lib/journey/use-journey-state.ts';
import { useSessionUser } from '@/lib/session-user.ts';
import './availability.css';

// Each screen's code loads when the page shows it, not with the page (decision record 0018).
const VehicleChoice = lazy(() => import('@/app/screens/vehicle-choice.tsx'));
const AvailabilityResults = lazy(() =>
  import('@/features/search/components/availability-results.tsx').then((module) => ({
    default: module.AvailabilityResults,
  })),
);
const D2DQuoteScreen = lazy(() => import('@/features/d2d/components/d2d-quote-screen.tsx'));

/**
 * Reached without a chosen vehicle: search here, and choose from the groups shown inline; or
 * plan a Door2Door transfer. The search's answer is kept in this history entry, so Back from
 * the vehicle chosen, or a reload, shows it again. Focus moves to each answer a search brings;
 * a refused search takes the earlier answer off the screen (the entry keeps it with its search).
 */
function InlineSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const results = useJourneyState('availability');
  const [lastSearch, setLastSearch] = useState<'none' | 'answered' | 'refused'>('none');
  function showResults(answer: AvailabilityState) {
    // One update with the answer, so focus moves only once the answer is on screen.
    startTransition(() => {
      setLastSearch('answered');
      void navigate('.', { replace: true, state: stampJourneyState(answer) });
    });
  }
  return (
    <Tabs
      label="Bookings"
      initialId={hasKeptD2dForm(location) ? 'door2door' : undefined}
      items={[
        {
          id: 'book',
          label: 'Book a Vehicle',
          panel: (
            <>
              <div className="availability-modify">
                <SearchForm
                  initialRequest={results?.payload}
                  onResults={showResults}
                  onRefused={() => setLastSearch('refused')}
                />
              </div>
              {results && lastSearch !== 'refused' && (
                <Suspense fallback={<Loading text="Loading the vehicles…" />}>
                  <AvailabilityResults state={results} focusOnShow={lastSearch === 'answered'} />
                </Suspense>
              )}
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
        <Suspense fallback={<PageLoading />}>
          <VehicleChoice key={location.key} selection={selection} />
        </Suspense>
      ) : transfer ? (
        <Suspense fallback={<Loading text="Loading your transfer…" />}>
          <D2DQuoteScreen />
        </Suspense>
      ) : (
        <InlineSearch />
      )}
    </div>
  );
}
