import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ModifyNotice } from '@/components/journey/modify-notice.tsx';
import type { SubmitCarBooking } from '@/features/booking/utils/booking-plan.ts';
import { profilePrefill } from '@/features/booking/utils/profile-prefill.ts';
import { lookupKeys } from '@/features/manage-booking/api/look-up.ts';
import { submitModification } from '@/features/manage-booking/api/modify-booking.ts';
import { useLookUpBookingAgain } from '@/features/manage-booking/hooks/use-looked-up.ts';
import { externalProfileKeys, getExternalProfile } from '@/lib/api/get-external-profile.ts';
import type { BookingState } from '@/lib/journey/journey-state.ts';
import { useSessionUser } from '@/lib/session-user.ts';
import { BookingSteps } from '@/features/booking/components/booking-steps.tsx';

/**
 * /confirmation-details for a car: the booking steps of the history entry's booking, loaded
 * only when the entry carries one (decision record 0018).
 */
export default function CarBookingScreen({ state }: { state: BookingState }) {
  const queryClient = useQueryClient();
  const modify = state.details.modify;
  const user = useSessionUser();
  const lookUpAgain = useLookUpBookingAgain();
  // A signed-in individual's new booking starts from the profile (spec 001 §4); a modification
  // keeps the reservation's renter, and a D2D booking skips the profile too.
  const wantsProfile = Boolean(!modify && user?.accountType === 'I' && user.accountEmail);
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
        submitModification(
          modify.reservationNumber,
          { ...request, email: modify.email, version: modify.version },
          key,
        )
    : undefined;
  if (wantsProfile && profile.isPending)
    return (
      <>
        <PageTitle title="Customer Details" />
        <h1>Complete Your Booking</h1>
        <p role="status" className="notice">
          <Spinner /> Loading your profile…
        </p>
      </>
    );
  return (
    <>
      {modify && <ModifyNotice context={modify} />}
      <BookingSteps
        state={state}
        submit={submit}
        prefill={prefill}
        onLookUpAgain={
          modify ? () => lookUpAgain(modify.reservationNumber, modify.email) : undefined
        }
        afterBooked={
          modify
            ? () => void queryClient.invalidateQueries({ queryKey: lookupKeys.all })
            : undefined
        }
      />
    </>
  );
}
