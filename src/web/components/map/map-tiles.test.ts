import { describe, expect, it } from 'vitest';
import { openStreetMapUrl } from './map-tiles';

describe('map tiles', () => {
  it('links to the place on openstreetmap.org', () => {
    expect(openStreetMapUrl(14.56, 121.03)).toBe('https://www.openstreetmap.org/?mlat=14.56&mlon=121.03#map=16/14.56/121.03');
  });
});
