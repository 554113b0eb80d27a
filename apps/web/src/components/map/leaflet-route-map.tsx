import L from 'leaflet';
import leafletStyles from 'leaflet/dist/leaflet.css?url';
import { useEffect, useRef } from 'react';
import { drawBase, placeMarker, useMapTiles } from './leaflet-base.ts';
import type { RouteMapProps } from './route-map.tsx';

/**
 * The Leaflet map of RouteMap: it opens at the given zoom over the middle of the route, and
 * zooms out only as far as needed to show a route longer than that view.
 */
export default function LeafletRouteMap({ stops, path, label, zoom, height }: RouteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const { ready, tileUrl, tileAttribution } = useMapTiles();
  const line = (path.length > 1 ? path : stops).map((point): L.LatLngTuple => [
    point.latitude,
    point.longitude,
  ]);
  const lineKey = JSON.stringify(line);
  const stopsKey = JSON.stringify(stops);

  useEffect(() => {
    if (!ready || !container.current) return;
    const points = JSON.parse(lineKey) as L.LatLngTuple[];
    const markers = JSON.parse(stopsKey) as RouteMapProps['stops'];
    const bounds = L.latLngBounds(points);
    const map = L.map(container.current, {
      center: bounds.isValid() ? bounds.getCenter() : [-29, 25],
      zoom,
      scrollWheelZoom: false,
      attributionControl: true,
    });
    drawBase(map, tileUrl, tileAttribution);
    if (points.length > 1)
      L.polyline(points, { color: '#d9480f', weight: 4, interactive: false }).addTo(map);
    for (const stop of markers) placeMarker(stop.latitude, stop.longitude, stop.label).addTo(map);
    if (bounds.isValid() && !map.getBounds().contains(bounds))
      map.fitBounds(bounds, { padding: [24, 24], maxZoom: zoom });
    return () => {
      map.remove();
    };
  }, [ready, tileUrl, tileAttribution, lineKey, stopsKey, zoom]);

  return (
    <>
      {leafletStyles && <link rel="stylesheet" href={leafletStyles} precedence="low" />}
      <div
        ref={container}
        className={`location-map${tileUrl ? '' : ' is-outline'}`}
        style={{ height }}
        role="region"
        aria-label={label}
        data-zoom={zoom}
        data-stops={stops.length}
      />
    </>
  );
}
