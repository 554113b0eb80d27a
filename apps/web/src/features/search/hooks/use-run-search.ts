import type { AvailabilityRequest, OtherRate, Rate } from '@bluu/contracts/availability';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { availabilityErrorMessage, availabilityQuery } from '@/lib/api/check-availability.ts';
import { useSearchOutcome } from './use-search-outcome.ts';

export type SearchRun =
  | { ok: true; request: AvailabilityRequest; rate: Rate; otherRates: OtherRate[] }
  | { ok: false; message: string };

/**
 * Runs a search for `trip` again from the vehicle-choice screen: the answer lands in the query
 * cache (so the screen shows it without a second request), and anything short of rates with
 * vehicles comes back as the message /availability would show, whose 'Location details' leads
 * to `locationDetails`.
 */
export function useRunSearch(trip: AvailabilityRequest) {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const { outcomeOf, locationDetails } = useSearchOutcome(trip);

  /** Searches for `trip`, with the rate code given (the trip's own by default). */
  async function run(rateCode = trip.rateCode): Promise<SearchRun> {
    const request = { ...trip, rateCode };
    setPending(true);
    try {
      const outcome = outcomeOf(await client.fetchQuery(availabilityQuery(request)));
      if (outcome.kind === 'error') return { ok: false, message: outcome.message };
      return { ok: true, request, rate: outcome.rate, otherRates: outcome.otherRates };
    } catch (error) {
      return { ok: false, message: availabilityErrorMessage(error) };
    } finally {
      setPending(false);
    }
  }

  return { run, pending, locationDetails };
}
