/**
 * OpenStreetMap's tiles, as shared/site.contracts.ts MAP_TILES names them (the page CSP allows their origin). Copied
 * because the contracts module loads zod, which the map's pages should not pay for; the map's test holds them equal.
 */
export const MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  origin: 'https://tile.openstreetmap.org',
  attribution: '© OpenStreetMap contributors',
} as const;

/** A link to the place on openstreetmap.org, for when the map itself cannot show (no tiles, no script). */
export function openStreetMapUrl(lat: number, lng: number, zoom = 16): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}
