export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapMarker extends MapPoint {
  id: string;
  /** Shown in the marker's tooltip. */
  label: string;
}

export interface MapProps {
  /** Where the map looks when it has no markers, or one. */
  center: MapPoint;
  zoom?: number;
  markers: readonly MapMarker[];
  /** The map's accessible name, e.g. "Map of our Makati office". */
  label: string;
  /** Marker colour (a brand's). */
  color?: string;
  className?: string;
}
