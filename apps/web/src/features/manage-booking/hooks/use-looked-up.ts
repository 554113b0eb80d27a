import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  lookupKeys,
  lookupQuery,
  submitLookup,
  type LookupResult,
} from '@/features/manage-booking/api/look-up.ts';
import { reservationMemory, useReservationMemory } from '@/lib/journey/reservation-memory.ts';

/** The remembered reference and its look-up (from the cache, or fetched again after a reload). */
export function useLookedUp() {
  const memory = useReservationMemory();
  const query = useQuery({
    ...lookupQuery(memory?.reservationNumber ?? '', memory?.reservationEmail ?? ''),
    enabled: memory !== null,
  });
  return { memory, query };
}

/** Replaces the cached look-up after a change made on these screens. */
export function useUpdateLookedUp() {
  const client = useQueryClient();
  return (result: LookupResult, update: (current: LookupResult) => LookupResult) => {
    client.setQueryData(
      lookupQuery(result.reference, result.email).queryKey,
      (current: LookupResult | undefined) => update(current ?? result),
    );
  };
}

/**
 * Look up the booking again, from the booking steps of its modification (refused as the
 * reservation changed meanwhile): the reference and e-mail are looked up anew, as the look-up
 * form does, and its status page opens with what was found. The old look-up is dropped first,
 * so a failed look-up shows there instead of the old details.
 */
export function useLookUpBookingAgain() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async (reference: string, email: string) => {
    client.removeQueries({ queryKey: lookupKeys.reference(reference, email) });
    await submitLookup(client, reference, email);
    await navigate('/manage-booking/status');
  };
}

/** Use Different Quote Number: forgets the reference and starts again with an empty look-up. */
export function useResetLookup() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return () => {
    reservationMemory.clear();
    client.removeQueries({ queryKey: lookupKeys.all });
    void navigate('/manage-booking/');
  };
}
