import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isD2dEntry } from '@/lib/journey/d2d-entry.ts';
import { useJourneyState } from '@/lib/journey/use-journey-state.ts';

// The booking steps load with the booking they are for, not with the page (decision record 0018).
const CarBookingScreen = lazy(() => import('@/app/screens/car-booking-screen.tsx'));
const D2DBookingScreen = lazy(() => import('@/features/booking/components/d2d-booking-screen.tsx'));

export function Component() {
  const location = useLocation();
  const state = useJourneyState('booking');
  const transfer = isD2dEntry(location.state, 'booking');
  return (
    <div className="container page booking-page">
      {transfer && !state ? (
        <Suspense
          fallback={
            <p role="status" className="notice">
              <Spinner /> Loading your transfer…
            </p>
          }
        >
          <D2DBookingScreen key={location.key} />
        </Suspense>
      ) : state ? (
        <Suspense fallback={<PageLoading />}>
          <CarBookingScreen key={location.key} state={state} />
        </Suspense>
      ) : (
        <>
          <PageTitle title="Customer Details" />
          <h1>Complete Your Booking</h1>
          <p>
            There is no booking in progress. Please choose a vehicle and its extras first, then
            press Book.
          </p>
          <p>
            <Link to="/get-quote/" className="button button-primary">
              Book a Vehicle
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
