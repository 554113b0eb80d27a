import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import leafletStyles from 'leaflet/dist/leaflet.css?url';
import { useEffect, useRef } from 'react';
import type { LocationMapProps } from './location-map.tsx';
import { mapTilesQuery } from './map-tiles.ts';
import outline from './southern-africa-outline.json';

const OUTLINE_ATTRIBUTION =
  'Outline: <a href="https://www.naturalearthdata.com/">Natural Earth</a>';

/**
 * The Leaflet map of LocationMap. Its stylesheet is linked here (React holds the map until it has
 * loaded) so it stays out of the site's first stylesheet. The marker is a styled element, not
 * Leaflet's default image, so nothing is fetched from anywhere but the site (and the tile server).
 */
export default function LeafletMap({ latitude, longitude, label, zoom, height }: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const tiles = useQuery(mapTilesQuery());
  const tileUrl = tiles.data?.tileUrl ?? null;
  const tileAttribution = tiles.data?.attribution ?? '';
  const ready = !tiles.isPending;

  useEffect(() => {
    if (!ready || !container.current) return;
    const map = L.map(container.current, {
      center: [latitude, longitude],
      zoom,
      scrollWheelZoom: false,
      attributionControl: true,
    });
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
    L.marker([latitude, longitude], {
      title: label,
      alt: label,
      keyboard: true,
      icon: L.divIcon({
        className: 'location-map-marker',
        html: '',
        iconSize: [28, 28],
        iconAnchor: [14, 28],
      }),
    })
      .bindPopup(escapeText(label))
      .addTo(map);
    return () => {
      map.remove();
    };
  }, [ready, tileUrl, tileAttribution, latitude, longitude, zoom, label]);

  return (
    <>
      {/* Empty where styles are not built (unit tests). */}
      {leafletStyles && <link rel="stylesheet" href={leafletStyles} precedence="low" />}
      <div
        ref={container}
        className={`location-map${tileUrl ? '' : ' is-outline'}`}
        style={{ height }}
        role="region"
        aria-label={`Map of ${label}`}
        data-zoom={zoom}
      />
    </>
  );
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
