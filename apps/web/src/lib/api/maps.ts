import type { Place, PlacePrediction } from '@bluu/contracts/maps';
import { http } from '@/lib/http-client.ts';

const maps = () => import('@bluu/contracts/maps');

/** South African places matching the typed text (our maps service). */
export async function searchPlaces(
  input: string,
  signal?: AbortSignal,
): Promise<PlacePrediction[]> {
  const query = new URLSearchParams({ input });
  const answer = await http.get(
    `/api/maps/autocomplete?${query.toString()}`,
    () => maps().then((module) => module.autocompleteResponseSchema),
    signal,
  );
  return answer.predictions;
}

/** A chosen place's address parts. */
export async function placeDetails(placeId: string): Promise<Place> {
  const answer = await http.get(`/api/maps/place/${encodeURIComponent(placeId)}`, () =>
    maps().then((module) => module.placeResponseSchema),
  );
  return answer.place;
}
