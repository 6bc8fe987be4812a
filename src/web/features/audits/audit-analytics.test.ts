import { describe, expect, it } from 'vitest';
import { latestByLocation, scoresOverTime } from './audit-analytics';

const rows = [
  { month: '2026-09', brand: 'Siomai', region: 'Metro Manila', averagePercent: 90, audits: 3 },
  { month: '2026-09', brand: 'Siomai', region: 'Cebu', averagePercent: 70, audits: 1 },
  { month: '2026-10', brand: 'Coffee', region: 'Cebu', averagePercent: 80, audits: 2 },
];

describe('audit analytics for the charts', () => {
  it('pivots months × brands, weighting each average by its audits', () => {
    const { data, series } = scoresOverTime(rows, 'brand');
    expect(series).toEqual([
      { key: 'g0', label: 'Coffee' },
      { key: 'g1', label: 'Siomai' },
    ]);
    expect(data).toEqual([
      { month: '2026-09', g0: null, g1: 85 },
      { month: '2026-10', g0: 80, g1: null },
    ]);
  });

  it('groups by region or the whole network', () => {
    expect(scoresOverTime(rows, 'region').data[0]).toEqual({ month: '2026-09', g0: 70, g1: 90 });
    expect(scoresOverTime(rows, 'network').data).toEqual([
      { month: '2026-09', g0: 85 },
      { month: '2026-10', g0: 80 },
    ]);
  });

  it('lists the latest score per store, lowest first', () => {
    const latest = latestByLocation([
      { locationId: '1', name: 'A', brand: 'x', region: 'y', lastPercent: 91, lastDate: '' },
      { locationId: '2', name: 'B', brand: 'x', region: 'y', lastPercent: 64.5, lastDate: '' },
    ]);
    expect(latest).toEqual([
      { name: 'B', score: 64.5 },
      { name: 'A', score: 91 },
    ]);
  });
});
