import L from 'leaflet';
import leafletStyles from 'leaflet/dist/leaflet.css?url';
import { useEffect, useRef } from 'react';
import { drawBase, placeMarker, useMapTiles } from './leaflet-base.ts';
import type { LocationMapProps } from './location-map.tsx';

/**
 * The Leaflet map of LocationMap. Its stylesheet is linked here (React holds the map until it has
 * loaded) so it stays out of the site's first stylesheet.
 */
export default function LeafletMap({ latitude, longitude, label, zoom, height }: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const { ready, tileUrl, tileAttribution } = useMapTiles();

  useEffect(() => {
    if (!ready || !container.current) return;
    const map = L.map(container.current, {
      center: [latitude, longitude],
      zoom,
      scrollWheelZoom: false,
      attributionControl: true,
    });
    drawBase(map, tileUrl, tileAttribution);
    placeMarker(latitude, longitude, label).addTo(map);
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
