import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { MapProps } from './map-types';

export type { MapMarker, MapPoint, MapProps } from './map-types';

// Leaflet (and its stylesheet) load with the first map drawn, never with the page's first load.
const LeafletView = lazy(() => import('./leaflet-view'));

/** A failed download of the map's chunk (offline) leaves the placeholder: the map is decoration. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A map with markers (OpenStreetMap tiles through Leaflet). It is decoration: the page beside it must say the same
 * in text (an address, a list of locations, a link to openstreetmap.org), because tiles may be blocked or offline.
 */
export function LocationMap({ className = 'h-72 w-full sm:h-96', ...props }: MapProps) {
  const box = `${className} overflow-hidden rounded-xl border border-border bg-muted`;
  const placeholder = <div aria-hidden className={box} />;
  return (
    <MapBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <LeafletView {...props} className={`${box} isolate`} />
      </Suspense>
    </MapBoundary>
  );
}
