import { lazy } from 'react';
import { MapFrame } from './map-frame.tsx';

const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

export interface LocationMapProps {
  latitude: number;
  longitude: number;
  /** What the marker stands for, e.g. the branch's name; it names the map too. */
  label: string;
  zoom: number;
  /** CSS pixels (spec 001 §9: 350 for a branch, 300 for Door2Door). */
  height: number;
}

/**
 * A map with one marker. Leaflet and the outline of South Africa and Namibia load only when a map
 * is shown (their own chunk); with MAP_TILE_URL the server's tiles are drawn under the outline.
 */
export function LocationMap(props: LocationMapProps) {
  return (
    <MapFrame height={props.height}>
      <LeafletMap {...props} />
    </MapFrame>
  );
}
