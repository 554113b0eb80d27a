import { closedTripEnd } from '@bluu/contracts/branch-rules';
import type { LocalDateTime } from '@bluu/contracts/time';
import { useBranches } from './get-branches.ts';

interface Trip {
  pickUpBranch: string;
  pickUpDateTime: LocalDateTime;
  dropOffBranch: string;
  dropOffDateTime: LocalDateTime;
}

/**
 * Which end of a trip is outside its branch's hours, from the branch list: the pick-up first,
 * else the drop-off; null when both are open, or until the branches have loaded.
 */
export function useClosedTripEnd(trip: Trip): 'pickUp' | 'dropOff' | null {
  const branches = useBranches().data;
  const hoursOf = (code: string) =>
    branches?.find((branch) => branch.branchCode === code)?.openingHours;
  const pickUp = hoursOf(trip.pickUpBranch);
  const dropOff = hoursOf(trip.dropOffBranch);
  if (!pickUp || !dropOff) return null;
  return closedTripEnd(
    { openingHours: pickUp, dateTime: trip.pickUpDateTime },
    { openingHours: dropOff, dateTime: trip.dropOffDateTime },
  );
}
