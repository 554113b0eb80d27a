import type { AvailabilityRequest, AvailabilityResponse } from '@bluu/contracts/availability';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client.ts';
import { failureMessage } from '@/lib/server-message.ts';
import { searchOnly } from '@/lib/journey/journey-state.ts';
import { forAccountSession } from '@/lib/session-user.ts';

export const availabilityKeys = {
  all: ['availability'] as const,
  search: (request: AvailabilityRequest) => [...availabilityKeys.all, request] as const,
};

const loadAvailabilityResponseSchema = () =>
  import('@bluu/contracts/availability').then((module) => module.availabilityResponseSchema);

export function checkAvailability(
  request: AvailabilityRequest,
  signal?: AbortSignal,
): Promise<AvailabilityResponse> {
  return forAccountSession(
    http.post(
      '/api/Booking/availability',
      searchOnly(request),
      loadAvailabilityResponseSchema,
      signal,
    ),
  );
}

/** The availability of one search, cached briefly so that showing it again costs no request. */
export function availabilityQuery(request: AvailabilityRequest) {
  return queryOptions({
    queryKey: availabilityKeys.search(request),
    queryFn: ({ signal }) => checkAvailability(request, signal),
    staleTime: 60 * 1000,
    retry: false,
  });
}

export function useCheckAvailability() {
  return useMutation({ mutationFn: (request: AvailabilityRequest) => checkAvailability(request) });
}

/** The message the server gave for a refused search, else the connection message. */
export function availabilityErrorMessage(error: unknown): string {
  return failureMessage(error);
}
