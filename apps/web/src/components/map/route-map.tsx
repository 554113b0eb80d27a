import { lazy } from 'react';
import { MapFrame } from './map-frame.tsx';

const LeafletRouteMap = lazy(() => import('./leaflet-route-map.tsx'));

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface RouteMapProps {
  /** Pick-up, stop-overs and drop-off in order, each with its marker's label. */
  stops: (MapPoint & { label: string })[];
  /** The route's line; the stops joined in order when empty. */
  path: MapPoint[];
  /** Names the map, e.g. 'Route of 43 km'. */
  label: string;
  zoom: number;
  height: number;
}

/**
 * A trip's route on a map: a marker per stop and the line between them. Leaflet loads only when
 * the map is shown, as for LocationMap.
 */
export function RouteMap(props: RouteMapProps) {
  return (
    <MapFrame height={props.height}>
      <LeafletRouteMap {...props} />
    </MapFrame>
  );
}
