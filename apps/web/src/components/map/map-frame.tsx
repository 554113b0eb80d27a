import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading } from '@/components/ui/load-failure.tsx';
import './location-map.css';

/**
 * Holds a lazily loaded map's place at its height: 'Loading the map…' while Leaflet loads, and
 * 'The map could not be loaded.' instead of breaking the page when it fails.
 */
export function MapFrame({ height, children }: { height: number; children: ReactNode }) {
  const frame = (content: ReactNode) => (
    <div className="location-map-frame" style={{ height }}>
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
      <Suspense fallback={frame(<Loading text="Loading the map…" />)}>{children}</Suspense>
    </ErrorBoundary>
  );
}
