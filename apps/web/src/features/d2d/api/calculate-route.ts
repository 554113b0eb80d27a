import type { MapPoint } from '@/components/map/route-map.tsx';
import { http } from '@/lib/http-client.ts';
import type { D2DTrip } from '@/features/d2d/utils/d2d-form.ts';

/** A measured trip as the form shows it: the distance, its stops and the line of the route. */
export interface TripRoute {
  km: number;
  metres: number;
  estimate: boolean;
  stops: (MapPoint & { label: string })[];
  path: MapPoint[];
}

/** POST /api/maps/route: the server measures the trip through its stop-overs. */
export async function calculateRoute(trip: D2DTrip): Promise<TripRoute> {
  const answer = await http.post(
    '/api/maps/route',
    {
      origin: trip.origin.placeId,
      stopOvers: trip.stopOvers.map((place) => place.placeId),
      destination: trip.destination.placeId,
    },
    () => import('@bluu/contracts/d2d').then((module) => module.routeResponseSchema),
  );
  return {
    km: answer.km,
    metres: answer.metres,
    estimate: answer.estimate,
    stops: answer.stops,
    path: answer.path,
  };
}
