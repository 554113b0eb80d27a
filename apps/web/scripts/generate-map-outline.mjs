// Writes src/components/map/southern-africa-outline.json: the outlines of South Africa and
// Namibia from Natural Earth (public domain) through world-atlas's TopoJSON, as GeoJSON with
// coordinates rounded to 4 decimals (about 10 m; Natural Earth 1:10m). Run again after updating world-atlas:
// `node apps/web/scripts/generate-map-outline.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const COUNTRIES = { 710: 'South Africa', 516: 'Namibia' };
const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'),
);
const all = feature(topology, topology.objects.countries);
const round = (value) => (Array.isArray(value) ? value.map(round) : Math.round(value * 1e4) / 1e4);
const outline = {
  type: 'FeatureCollection',
  attribution: 'Natural Earth (public domain), via world-atlas 2.0.2',
  features: all.features
    .filter((country) => String(Number(country.id)) in COUNTRIES)
    .map((country) => ({
      type: 'Feature',
      properties: { name: COUNTRIES[Number(country.id)] },
      geometry: { type: country.geometry.type, coordinates: round(country.geometry.coordinates) },
    })),
};
if (outline.features.length !== 2) throw new Error('South Africa or Namibia is missing');
const target = new URL('../src/components/map/southern-africa-outline.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(outline)}\n`);
console.log(`wrote ${target.pathname}`);
