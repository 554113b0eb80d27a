import type { AvailabilityResponse, OtherRate, Rate } from './availability.ts';
import { MESSAGES } from './messages.ts';

/*
 * What the site makes of an availability answer, without the zod schemas of `availability.ts`
 * (which re-exports it), so that the site's first page does not load zod (decision record 0018).
 */

export type AvailabilityOutcome =
  { kind: 'rates'; rate: Rate; otherRates: OtherRate[] } | { kind: 'error'; message: string };

/**
 * What the site shows for an availability answer (spec 000 §8, 001 §8): the server's message
 * when it lacks 'success', the branch-hours message for an empty rate list (the drop-off's when
 * `closedEnd` says only the drop-off is outside its branch's hours), the no-vehicles message for
 * empty charges, else the first rate.
 */
export function availabilityOutcome(
  response: AvailabilityResponse,
  reservationsEmail: string,
  closedEnd: 'pickUp' | 'dropOff' | null = null,
): AvailabilityOutcome {
  const first = response.errors.error[0]?.errorMessage ?? '';
  if (!first.toLowerCase().includes('success')) return { kind: 'error', message: first };
  const rate = response.rates.rate[0];
  if (!rate) return { kind: 'error', message: branchHoursMessage(closedEnd) };
  if (rate.charges.length === 0)
    return { kind: 'error', message: MESSAGES.noVehiclesAvailable(reservationsEmail) };
  return { kind: 'rates', rate, otherRates: response.otherRates };
}

/** The spec's branch-hours message, or ours for a drop-off outside its branch's hours. */
export function branchHoursMessage(closedEnd: 'pickUp' | 'dropOff' | null): string {
  return closedEnd === 'dropOff' ? MESSAGES.outsideDropOffHours : MESSAGES.outsideBranchHours;
}
