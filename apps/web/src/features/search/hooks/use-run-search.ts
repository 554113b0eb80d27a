import type { AvailabilityRequest, OtherRate, Rate } from '@bluu/contracts/availability';
import { availabilityOutcome } from '@bluu/contracts/availability-rules';
import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { availabilityErrorMessage, availabilityQuery } from '@/lib/api/check-availability.ts';

export type SearchRun =
  | { ok: true; request: AvailabilityRequest; rate: Rate; otherRates: OtherRate[] }
  | { ok: false; message: string };

/**
 * Runs a search again from the vehicle-choice screen: the answer lands in the query cache (so
 * the screen shows it without a second request), and anything short of rates with vehicles
 * comes back as the spec's message.
 */
export function useRunSearch() {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);

  async function run(request: AvailabilityRequest): Promise<SearchRun> {
    setPending(true);
    try {
      const response = await client.fetchQuery(availabilityQuery(request));
      const outcome = availabilityOutcome(response, RESERVATIONS_EMAIL);
      if (outcome.kind === 'error') return { ok: false, message: outcome.message };
      return { ok: true, request, rate: outcome.rate, otherRates: outcome.otherRates };
    } catch (error) {
      return { ok: false, message: availabilityErrorMessage(error) };
    } finally {
      setPending(false);
    }
  }

  return { run, pending };
}
