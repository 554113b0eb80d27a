import type { Coordinates } from '@bluu/contracts/d2d';
import { PROVINCE_NAMES, type ProvinceCode } from '@bluu/contracts/enumerations';
import { AUTOCOMPLETE_LIMIT, type Place, type PlacePrediction } from '@bluu/contracts/maps';

/**
 * Google's Places API (New) and Routes API, called from the server only with the key of
 * `GOOGLE_MAPS_API_KEY` (DESIGN.md §3). Every call names the fields it wants (X-Goog-FieldMask),
 * as both APIs require, and gives up after the configured timeout.
 */
export interface GoogleMapsOptions {
  apiKey: string;
  placesUrl: string;
  routesUrl: string;
  timeoutMs: number;
}

/** Google did not answer in time, answered an error, or answered something unreadable. */
export class GoogleMapsError extends Error {
  override name = 'GoogleMapsError';
}

const AUTOCOMPLETE_FIELDS = [
  'suggestions.placePrediction.placeId',
  'suggestions.placePrediction.text.text',
  'suggestions.placePrediction.structuredFormat',
  'suggestions.placePrediction.types',
].join(',');
const PLACE_FIELDS = 'id,displayName,formattedAddress,location,addressComponents,types';
const ROUTE_FIELDS = 'routes.distanceMeters,routes.polyline.encodedPolyline';

/** Google's short names of the provinces, as the spec's codes (Limpopo is FN, KwaZulu-Natal KN). */
const PROVINCE_OF_GOOGLE: Record<string, ProvinceCode> = {
  EC: 'EC',
  FS: 'FS',
  GP: 'GP',
  GT: 'GP',
  KZN: 'KN',
  NL: 'KN',
  LP: 'FN',
  MP: 'MP',
  NC: 'NC',
  NW: 'NW',
  WC: 'WC',
};

interface AddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}
interface GooglePlace {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  addressComponents?: AddressComponent[];
  types?: string[];
}
interface GooglePrediction {
  placeId?: string;
  text?: { text?: string };
  structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
  types?: string[];
}

function kindOf(types: string[] = []): Place['kind'] {
  if (types.includes('airport')) return 'AIRPORT';
  if (types.includes('locality')) return 'CITY';
  if (types.some((type) => type.startsWith('sublocality') || type === 'neighborhood'))
    return 'SUBURB';
  return 'LANDMARK';
}

/** Decodes Google's encoded polyline (precision 5) into coordinates. */
export function decodePolyline(encoded: string): Coordinates[] {
  const points: Coordinates[] = [];
  let index = 0;
  let latitude = 0;
  let longitude = 0;
  const next = (): number => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = encoded.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20 && index < encoded.length);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    latitude += next();
    longitude += next();
    points.push({ latitude: latitude / 1e5, longitude: longitude / 1e5 });
  }
  return points;
}

export function createGoogleMaps(options: GoogleMapsOptions) {
  async function call<T>(url: string, fieldMask: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'X-Goog-Api-Key': options.apiKey,
          'X-Goog-FieldMask': fieldMask,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new GoogleMapsError(`Google maps call failed: ${(error as Error).message}`);
    }
    if (!response.ok) throw new GoogleMapsError(`Google maps answered HTTP ${response.status}`);
    try {
      return (await response.json()) as T;
    } catch {
      throw new GoogleMapsError('Google maps answered something that is not JSON');
    }
  }

  function toPlace(place: GooglePlace): Place | undefined {
    const component = (type: string) =>
      place.addressComponents?.find((part) => part.types?.includes(type));
    const latitude = place.location?.latitude;
    const longitude = place.location?.longitude;
    const provinceCode =
      PROVINCE_OF_GOOGLE[component('administrative_area_level_1')?.shortText ?? ''];
    const countryCode = component('country')?.shortText ?? '';
    // South Africa only (spec 001 §2): a place elsewhere is not offered.
    if (!place.id || latitude === undefined || longitude === undefined) return undefined;
    if (countryCode !== 'ZA' || !provinceCode) return undefined;
    return {
      placeId: place.id,
      kind: kindOf(place.types),
      name: place.displayName?.text ?? '',
      formattedAddress: place.formattedAddress ?? '',
      streetNumber: component('street_number')?.longText ?? '',
      streetName: component('route')?.longText ?? '',
      suburb:
        component('sublocality_level_1')?.longText ?? component('sublocality')?.longText ?? '',
      city: component('locality')?.longText ?? '',
      province: PROVINCE_NAMES[provinceCode],
      provinceCode,
      postalCode: component('postal_code')?.longText ?? '',
      country: 'South Africa',
      countryCode: 'ZA',
      latitude,
      longitude,
    };
  }

  return {
    /** Places API (New) autocomplete, restricted to South Africa (`includedRegionCodes: ['za']`). */
    async autocomplete(input: string): Promise<PlacePrediction[]> {
      const answer = await call<{ suggestions?: Array<{ placePrediction?: GooglePrediction }> }>(
        `${options.placesUrl}/v1/places:autocomplete`,
        AUTOCOMPLETE_FIELDS,
        { input, includedRegionCodes: ['za'], languageCode: 'en' },
      );
      return (answer.suggestions ?? [])
        .flatMap(({ placePrediction: prediction }) =>
          prediction?.placeId
            ? [
                {
                  placeId: prediction.placeId,
                  description: prediction.text?.text ?? '',
                  mainText: prediction.structuredFormat?.mainText?.text ?? '',
                  secondaryText: prediction.structuredFormat?.secondaryText?.text ?? '',
                  kind: kindOf(prediction.types),
                },
              ]
            : [],
        )
        .slice(0, AUTOCOMPLETE_LIMIT);
    },

    /** Place details; undefined for a place outside South Africa or without a position. */
    async place(placeId: string): Promise<Place | undefined> {
      const place = await call<GooglePlace>(
        `${options.placesUrl}/v1/places/${encodeURIComponent(placeId)}`,
        PLACE_FIELDS,
      );
      return toPlace(place);
    },

    /** Routes API computeRoutes: driving, through the intermediate waypoints in order. */
    async route(placeIds: string[]): Promise<{ metres: number; path: Coordinates[] }> {
      const waypoint = (placeId: string) => ({ placeId });
      const answer = await call<{
        routes?: Array<{ distanceMeters?: number; polyline?: { encodedPolyline?: string } }>;
      }>(`${options.routesUrl}/directions/v2:computeRoutes`, ROUTE_FIELDS, {
        origin: waypoint(placeIds[0]!),
        destination: waypoint(placeIds.at(-1)!),
        intermediates: placeIds.slice(1, -1).map(waypoint),
        travelMode: 'DRIVE',
        routingPreference: 'TRAFFIC_UNAWARE',
        regionCode: 'za',
        units: 'METRIC',
      });
      const route = answer.routes?.[0];
      if (!route || typeof route.distanceMeters !== 'number' || route.distanceMeters < 0)
        throw new GoogleMapsError('Google maps found no route');
      return {
        metres: Math.floor(route.distanceMeters),
        path: decodePolyline(route.polyline?.encodedPolyline ?? ''),
      };
    },
  };
}

export type GoogleMaps = ReturnType<typeof createGoogleMaps>;
