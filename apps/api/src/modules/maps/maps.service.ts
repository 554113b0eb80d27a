import {
  AUTOCOMPLETE_LIMIT,
  MAPS_MESSAGES,
  type Place,
  type PlacePrediction,
} from '@bluu/contracts/maps';
import { PROVINCE_NAMES, type ProvinceCode } from '@bluu/contracts/enumerations';
import { DomainError } from '../../errors.ts';
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

/** Address search over the South African gazetteer (the embedded maps provider of DESIGN.md §3). */
export function createMapsService(repository: MapsRepository) {
  return {
    async autocomplete(input: string): Promise<PlacePrediction[]> {
      const rows = await repository.search(input, AUTOCOMPLETE_LIMIT);
      return rows.map(toPrediction);
    },

    async place(placeId: string): Promise<Place> {
      const row = await repository.findById(placeId);
      if (!row) throw new DomainError('NOT_FOUND', MAPS_MESSAGES.placeNotFound);
      return toPlace(row);
    },
  };
}

export type MapsService = ReturnType<typeof createMapsService>;
