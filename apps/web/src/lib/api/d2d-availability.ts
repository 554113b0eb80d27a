import type { D2dAvailabilityRequest, D2dAvailabilityResponse } from '@bluu/contracts/d2d';
import { http } from '@/lib/http-client.ts';
import { forAccountSession } from '@/lib/session-user.ts';

/** POST /api/Booking/d2d/availability: the groups that seat the party, priced by the trip's band. */
export function checkD2dAvailability(
  request: D2dAvailabilityRequest,
): Promise<D2dAvailabilityResponse> {
  return forAccountSession(
    http.post('/api/Booking/d2d/availability', request, () =>
      import('@bluu/contracts/d2d').then((module) => module.d2dAvailabilityResponseSchema),
    ),
  );
}
