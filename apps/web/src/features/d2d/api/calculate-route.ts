import type { RouteResponse } from '@bluu/contracts/d2d';
import { http } from '@/lib/http-client.ts';
import type { D2DTrip } from '@/features/d2d/utils/d2d-form.ts';

/** POST /api/maps/route: the server measures the trip through its stop-overs. */
export function calculateRoute(trip: D2DTrip, signal?: AbortSignal): Promise<RouteResponse> {
  return http.post(
    '/api/maps/route',
    {
      origin: trip.origin.placeId,
      stopOvers: trip.stopOvers.map((place) => place.placeId),
      destination: trip.destination.placeId,
    },
    () => import('@bluu/contracts/d2d').then((module) => module.routeResponseSchema),
    signal,
  );
}
