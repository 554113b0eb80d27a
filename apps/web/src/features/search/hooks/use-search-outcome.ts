import type { AvailabilityRequest, AvailabilityResponse } from '@bluu/contracts/availability';
import { availabilityOutcome, type AvailabilityOutcome } from '@bluu/contracts/availability-rules';
import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import { useBranchPage } from '@/lib/api/use-branch-page.ts';
import { useClosedTripEnd } from '@/lib/api/use-closed-trip-end.ts';

type Trip = Pick<
  AvailabilityRequest,
  'pickUpBranch' | 'pickUpDateTime' | 'dropOffBranch' | 'dropOffDateTime'
>;

/**
 * How the site reads an answer to a search for `trip`: its outcome (the drop-off's branch-hours
 * message when only the drop-off is outside its branch's hours), and the page of the branch
 * that message's 'Location details' leads to.
 */
export function useSearchOutcome(trip: Trip): {
  outcomeOf: (response: AvailabilityResponse) => AvailabilityOutcome;
  locationDetails: string;
} {
  const branchPage = useBranchPage();
  const closedEnd = useClosedTripEnd(trip);
  return {
    outcomeOf: (response) => availabilityOutcome(response, RESERVATIONS_EMAIL, closedEnd),
    locationDetails: branchPage(closedEnd === 'dropOff' ? trip.dropOffBranch : trip.pickUpBranch),
  };
}
