import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading } from '@/components/ui/load-failure.tsx';
import './location-map.css';

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
  const frame = (content: ReactNode) => (
    <div className="location-map-frame" style={{ height: props.height }}>
      {content}
    </div>
  );
  return (
    <ErrorBoundary
      fallback={frame(
        <p role="alert" className="alert">
          The map could not be loaded.
        </p>,
      )}
    >
      <Suspense fallback={frame(<Loading text="Loading the map…" />)}>
        <LeafletMap {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
