import type { Coordinates } from '@bluu/contracts/d2d';

/** Mean radius of the Earth (IUGG), in metres. */
const EARTH_RADIUS_METRES = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance between two points (haversine), in metres:
 * `greatCircleMetres(jnb, cpt) ≈ 1_270_000` (O.R. Tambo to Cape Town International).
 */
export function greatCircleMetres(from: Coordinates, to: Coordinates): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The gazetteer's road distance through stops in order: the sum of the great-circle legs times
 * the road-detour factor, rounded down to whole metres (DESIGN.md §3: an estimate).
 */
export function estimatedRoadMetres(stops: readonly Coordinates[], roadFactor: number): number {
  let metres = 0;
  for (let index = 1; index < stops.length; index += 1)
    metres += greatCircleMetres(stops[index - 1]!, stops[index]!);
  return Math.floor(metres * roadFactor);
}
