export { MAP_TILES } from '../../../shared/site-info';

/** A link to the place on openstreetmap.org, for when the map itself cannot show (no tiles, no script). */
export function openStreetMapUrl(lat: number, lng: number, zoom = 16): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}
