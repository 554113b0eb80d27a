import {
  AUTOCOMPLETE_LIMIT,
  MAPS_MESSAGES,
  type Place,
  type PlacePrediction,
} from '@bluu/contracts/maps';
import { PROVINCE_NAMES, type ProvinceCode } from '@bluu/contracts/enumerations';
import type { Coordinates, D2dHub, RouteStop } from '@bluu/contracts/d2d';
import type { MapsProvider } from '@bluu/contracts/constants';
import { D2D_MESSAGES } from '@bluu/contracts/messages';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../errors.ts';
import { estimatedRoadMetres, greatCircleMetres } from './geo.ts';
import type { GoogleMaps } from './google-maps.ts';
import type { MapsRepository, PlaceRow } from './maps.repository.ts';

const COUNTRY = 'South Africa';

function provinceOf(row: PlaceRow): { code: ProvinceCode; name: string } {
  const code = row.province as ProvinceCode;
  return { code, name: PROVINCE_NAMES[code] };
}

/** The parts after a place's name, without repeats: 'Sandhurst, Johannesburg, Gauteng, South Africa'. */
function secondaryParts(row: PlaceRow, withStreet: boolean): string[] {
  const street = [row.streetNumber, row.streetName].filter(Boolean).join(' ');
  const parts = [
    withStreet ? street : '',
    row.suburb,
    row.city,
    provinceOf(row).name,
    withStreet ? row.postalCode : '',
    COUNTRY,
  ];
  return parts.filter(
    (part, index) => part !== '' && part !== row.name && parts.indexOf(part) === index,
  );
}

export function toPrediction(row: PlaceRow): PlacePrediction {
  const secondaryText = secondaryParts(row, false).join(', ');
  return {
    placeId: row.id,
    description: `${row.name}, ${secondaryText}`,
    mainText: row.name,
    secondaryText,
    kind: row.kind,
  };
}

export function toPlace(row: PlaceRow): Place {
  const province = provinceOf(row);
  return {
    placeId: row.id,
    kind: row.kind,
    name: row.name,
    formattedAddress: [row.name, ...secondaryParts(row, true)].join(', '),
    streetNumber: row.streetNumber,
    streetName: row.streetName,
    suburb: row.suburb,
    city: row.city,
    province: province.name,
    provinceCode: province.code,
    postalCode: row.postalCode,
    country: COUNTRY,
    countryCode: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** Gazetteer ids are `za-…` slugs (seed/places.ts); anything else is Google's. */
export function isGazetteerId(placeId: string): boolean {
  return /^za-[a-z]{2}-[a-z0-9-]+$/.test(placeId);
}

/** What a route measured: where its stops are, its road metres, the line to draw. */
export interface MeasuredRoute {
  provider: MapsProvider;
  metres: number;
  estimate: boolean;
  stops: RouteStop[];
  path: Coordinates[];
}

interface Deps {
  repository: MapsRepository;
  /** Road-detour factor of the gazetteer's great-circle distances. */
  roadFactor: number;
  /** Google's Places and Routes APIs, when `GOOGLE_MAPS_API_KEY` is set. */
  google?: GoogleMaps;
  /** The D2D hubs, active and inactive. */
  hubs: () => Promise<D2dHub[]>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const invalidLocation = () => new DomainError('INVALID_LOCATION', D2D_MESSAGES.invalidLocation);
const distanceUnavailable = () =>
  new DomainError('DISTANCE_UNAVAILABLE', D2D_MESSAGES.distanceError);

/**
 * The maps service (DESIGN.md §3): address search, place details, route distance and the nearest
 * D2D hub. The embedded South African gazetteer serves by default; with a Google key, Google's
 * Places and Routes APIs serve and the gazetteer stands in when Google fails or is slow.
 */
export function createMapsService({ repository, roadFactor, google, hubs, log }: Deps) {
  async function gazetteerPlace(placeId: string): Promise<Place | undefined> {
    const row = await repository.findById(placeId);
    return row && toPlace(row);
  }

  async function findPlace(placeId: string): Promise<Place | undefined> {
    if (isGazetteerId(placeId)) return gazetteerPlace(placeId);
    if (!google) return undefined;
    try {
      return await google.place(placeId);
    } catch (error) {
      log.warn({ err: error }, 'Google place details failed');
      throw distanceUnavailable();
    }
  }

  function gazetteerRoute(stops: RouteStop[]): MeasuredRoute {
    return {
      provider: 'gazetteer',
      metres: estimatedRoadMetres(stops, roadFactor),
      estimate: true,
      stops,
      path: stops.map(({ latitude, longitude }) => ({ latitude, longitude })),
    };
  }

  return {
    async autocomplete(input: string): Promise<PlacePrediction[]> {
      if (google) {
        try {
          return await google.autocomplete(input);
        } catch (error) {
          log.warn({ err: error }, 'Google autocomplete failed: the gazetteer answers');
        }
      }
      const rows = await repository.search(input, AUTOCOMPLETE_LIMIT);
      return rows.map(toPrediction);
    },

    async place(placeId: string): Promise<Place> {
      let place: Place | undefined;
      try {
        place = await findPlace(placeId);
      } catch {
        place = undefined;
      }
      if (!place) throw new DomainError('NOT_FOUND', MAPS_MESSAGES.placeNotFound);
      return place;
    },

    /**
     * The road distance through the places in order. With Google, its Routes API measures; if
     * Google fails, the gazetteer's estimate stands in when every stop's position is known.
     * A place id nobody knows is an invalid location (spec 001 §5).
     */
    async route(placeIds: string[]): Promise<MeasuredRoute> {
      const places = await Promise.all(placeIds.map(findPlace));
      const stops: RouteStop[] = places.map((place) => {
        if (!place) throw invalidLocation();
        const { placeId, latitude, longitude } = place;
        return { placeId, latitude, longitude, description: place.formattedAddress };
      });
      if (!google) return gazetteerRoute(stops);
      try {
        const measured = await google.route(placeIds);
        const path = measured.path.length > 1 ? measured.path : gazetteerRoute(stops).path;
        return { provider: 'google', metres: measured.metres, estimate: false, stops, path };
      } catch (error) {
        log.warn({ err: error }, 'Google route failed: the gazetteer estimates');
        return gazetteerRoute(stops);
      }
    },

    /** The active hub nearest a point, and how far it is (great-circle metres). */
    async nearestHub(point: Coordinates): Promise<{ hub: D2dHub; metres: number }> {
      const active = (await hubs()).filter((hub) => hub.status === 'ACTIVE');
      const ranked = active
        .map((hub) => ({ hub, metres: Math.round(greatCircleMetres(point, hub)) }))
        .sort((a, b) => a.metres - b.metres);
      const nearest = ranked[0];
      if (!nearest) throw new DomainError('NO_D2D_HUB', D2D_MESSAGES.noHub);
      return nearest;
    },

    /**
     * The gazetteer's road estimate between two points (great-circle × the road factor), with no
     * call to Google: a chauffeur's drive from the hub to a pick-up or back.
     */
    roadEstimate(from: Coordinates, to: Coordinates): number {
      return estimatedRoadMetres([from, to], roadFactor);
    },

    /** A place by id for the D2D service: unknown ids are invalid locations. */
    async stop(placeId: string): Promise<Place> {
      const place = await findPlace(placeId);
      if (!place) throw invalidLocation();
      return place;
    },
  };
}

export type MapsService = ReturnType<typeof createMapsService>;
