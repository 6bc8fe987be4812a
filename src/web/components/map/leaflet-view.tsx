import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_TILES } from './map-tiles';
import type { MapProps } from './map-types';

/**
 * The Leaflet map itself, a chunk of its own (with leaflet's CSS) that only the pages showing a map download.
 * Markers are circle markers (SVG), which need none of leaflet's marker images. Tiles that fail to load leave the
 * map grey; the page around it carries the same information as text.
 */
/** Leaflet reads a string tooltip as HTML; labels are data (location names, cities), so they go in as text. */
function textOnly(label: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = label;
  return span;
}

export default function LeafletView({ center, zoom = 15, markers, label, color = '#c2410c', className }: MapProps) {
  const element = useRef<HTMLDivElement>(null);
  // The map is rebuilt when what it shows changes, not when the caller hands over an equal new array.
  const markerKey = JSON.stringify(markers);
  useEffect(() => {
    const shown = JSON.parse(markerKey) as MapProps['markers'];
    const container = element.current;
    if (!container) return;
    const map = L.map(container, { scrollWheelZoom: false, attributionControl: true }).setView([center.lat, center.lng], zoom);
    L.tileLayer(MAP_TILES.url, { attribution: MAP_TILES.attribution, maxZoom: 19 }).addTo(map);
    for (const m of shown) {
      L.circleMarker([m.lat, m.lng], { radius: 9, color: '#ffffff', weight: 2, fillColor: color, fillOpacity: 1 })
        .bindTooltip(textOnly(m.label))
        .addTo(map);
    }
    if (shown.length > 1)
      map.fitBounds(L.latLngBounds(shown.map((m) => [m.lat, m.lng] as [number, number])), { padding: [32, 32], maxZoom: 14 });
    return () => {
      map.remove();
    };
  }, [center.lat, center.lng, zoom, markerKey, color]);
  return <div ref={element} role="region" aria-label={label} className={className} />;
}
