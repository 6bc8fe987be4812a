import { describe, expect, it } from 'vitest';
import { MAP_TILES as CONTRACT_TILES } from '../../../shared/site.contracts';
import { MAP_TILES, openStreetMapUrl } from './map-tiles';

describe('map tiles', () => {
  it('are the contract’s (the CSP allows that origin)', () => {
    expect(MAP_TILES).toEqual(CONTRACT_TILES);
  });

  it('links to the place on openstreetmap.org', () => {
    expect(openStreetMapUrl(14.56, 121.03)).toBe('https://www.openstreetmap.org/?mlat=14.56&mlon=121.03#map=16/14.56/121.03');
  });
});
