import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { mapTilesQuery } from './map-tiles.ts';
import outline from './southern-africa-outline.json';

const OUTLINE_ATTRIBUTION =
  'Outline: <a href="https://www.naturalearthdata.com/">Natural Earth</a>';

/** The server's tiles (MAP_TILE_URL) or none; `ready` once the answer (or a failure) is in. */
export function useMapTiles() {
  const tiles = useQuery(mapTilesQuery());
  return {
    ready: !tiles.isPending,
    tileUrl: tiles.data?.tileUrl ?? null,
    tileAttribution: tiles.data?.attribution ?? '',
  };
}

/** The tiles when there are some, and the outline of South Africa and Namibia over them. */
export function drawBase(map: L.Map, tileUrl: string | null, tileAttribution: string): void {
  if (tileUrl)
    L.tileLayer(tileUrl, { attribution: escapeText(tileAttribution), maxZoom: 19 }).addTo(map);
  L.geoJSON(outline as GeoJSON.FeatureCollection, {
    interactive: false,
    attribution: OUTLINE_ATTRIBUTION,
    style: {
      color: '#0b3d91',
      weight: 2,
      fill: !tileUrl,
      fillColor: '#f4f1e6',
      fillOpacity: 1,
    },
  }).addTo(map);
}

/** The pin (location-map.css): a square with one sharp corner, turned 45° so that it points down. */
const PIN_SIDE = 28;
const PIN_HALF_DIAGONAL = PIN_SIDE / Math.SQRT2;

/**
 * A marker drawn as a styled element, not Leaflet's default image, so nothing is fetched from
 * anywhere but the site (and the tile server); the pin's point is on the place, and its popup,
 * above the pin, names it.
 */
export function placeMarker(latitude: number, longitude: number, label: string): L.Marker {
  return L.marker([latitude, longitude], {
    title: label,
    alt: label,
    keyboard: true,
    icon: L.divIcon({
      className: 'location-map-marker',
      html: '',
      iconSize: [PIN_SIDE, PIN_SIDE],
      iconAnchor: [PIN_SIDE / 2, Math.round(PIN_SIDE / 2 + PIN_HALF_DIAGONAL)],
      popupAnchor: [0, -Math.round(2 * PIN_HALF_DIAGONAL)],
    }),
  }).bindPopup(escapeText(label));
}

export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
