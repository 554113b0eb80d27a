import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { BookingSteps } from '@/features/booking/components/booking-steps.tsx';
import type { SubmitCarBooking } from '@/features/booking/utils/booking-plan.ts';
import { lookupKeys } from '@/features/manage-booking/api/look-up.ts';
import { submitModification } from '@/features/manage-booking/api/modify-booking.ts';
import { ModifyNotice } from '@/components/journey/modify-notice.tsx';
import { profilePrefill } from '@/features/booking/utils/profile-prefill.ts';
import { externalProfileKeys, getExternalProfile } from '@/lib/api/get-external-profile.ts';
import { isD2dEntry } from '@/lib/journey/d2d-entry.ts';
import { useJourneyState } from '@/lib/journey/use-journey-state.ts';
import { useSessionUser } from '@/lib/session-user.ts';

const D2DBookingScreen = lazy(() => import('@/features/booking/components/d2d-booking-screen.tsx'));

export function Component() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const state = useJourneyState('booking');
  const transfer = isD2dEntry(location.state, 'booking');
  const modify = state?.details.modify;
  const user = useSessionUser();
  // A signed-in individual's new booking starts from the profile (spec 001 §4); a modification
  // keeps the reservation's renter, and a D2D booking skips the profile too.
  const wantsProfile = Boolean(state && !modify && user?.accountType === 'I' && user.accountEmail);
  const profile = useQuery({
    queryKey: externalProfileKeys.all,
    queryFn: ({ signal }) => getExternalProfile(signal),
    enabled: wantsProfile,
    retry: false,
  });
  const prefill = wantsProfile && profile.data ? profilePrefill(profile.data) : undefined;
  // In modify mode the steps change the existing reservation (PUT) instead of booking anew.
  const submit: SubmitCarBooking | undefined = modify
    ? ({ quoteNumber: _quoteNumber, ...request }, key) =>
        submitModification(modify.reservationNumber, { ...request, email: modify.email }, key)
    : undefined;
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
      ) : state && wantsProfile && profile.isPending ? (
        <>
          <PageTitle title="Customer Details" />
          <h1>Complete Your Booking</h1>
          <p role="status" className="notice">
            <Spinner /> Loading your profile…
          </p>
        </>
      ) : state ? (
        <>
          {modify && <ModifyNotice context={modify} />}
          <BookingSteps
            key={location.key}
            state={state}
            submit={submit}
            prefill={prefill}
            afterBooked={
              modify
                ? () => void queryClient.invalidateQueries({ queryKey: lookupKeys.all })
                : undefined
            }
          />
        </>
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
