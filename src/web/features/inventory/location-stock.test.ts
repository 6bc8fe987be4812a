import { describe, expect, it } from 'vitest';
import type { LocationStockRow } from '../../../shared/inventory.contracts';
import { groupByLocation, needsReorder, sortLowFirst, suggestedRows } from './location-stock';

const row = (over: Partial<LocationStockRow> & Pick<LocationStockRow, 'name'>): LocationStockRow => ({
  locationId: 'loc-a',
  locationName: 'Makati',
  productId: over.name.toLowerCase(),
  sku: over.name.toUpperCase().slice(0, 3),
  unit: 'pack',
  quantity: 50,
  reorderPoint: 10,
  maxLevel: 100,
  low: false,
  suggestedQuantity: 0,
  orderable: true,
  ...over,
});

describe('reorder need', () => {
  it('counts at or below the reorder point, or whatever the server marks low', () => {
    expect(needsReorder({ quantity: 10, reorderPoint: 10, low: false })).toBe(true);
    expect(needsReorder({ quantity: 9, reorderPoint: 10, low: false })).toBe(true);
    expect(needsReorder({ quantity: 11, reorderPoint: 10, low: false })).toBe(false);
    expect(needsReorder({ quantity: 11, reorderPoint: 10, low: true })).toBe(true);
  });
});

describe('low rows first', () => {
  const rows = [
    row({ name: 'Cups', quantity: 80 }),
    row({ name: 'Tea', quantity: 10 }),
    row({ name: 'beans', quantity: 99 }),
    row({ name: 'Sugar', quantity: 3, low: true }),
    row({ name: 'Lids', quantity: 11 }),
  ];

  it('puts every row needing a reorder before the others, each part by name', () => {
    expect(sortLowFirst(rows).map((r) => r.name)).toEqual(['Sugar', 'Tea', 'beans', 'Cups', 'Lids']);
  });

  it('leaves the input alone', () => {
    const before = rows.map((r) => r.name);
    sortLowFirst(rows);
    expect(rows.map((r) => r.name)).toEqual(before);
  });

  it('orders same-named products by SKU so the order never flickers between renders', () => {
    const twins = [row({ name: 'Cups', sku: 'CUP-16' }), row({ name: 'Cups', sku: 'CUP-12' })];
    expect(sortLowFirst(twins).map((r) => r.sku)).toEqual(['CUP-12', 'CUP-16']);
  });
});

describe('suggested rows', () => {
  it('keeps orderable rows with a suggested quantity only', () => {
    const rows = [
      row({ name: 'Tea', quantity: 2, suggestedQuantity: 98 }),
      row({ name: 'Cups', quantity: 2, suggestedQuantity: 40, orderable: false }),
      row({ name: 'Lids' }),
    ];
    expect(suggestedRows(rows).map((r) => r.name)).toEqual(['Tea']);
  });
});

describe('grouping by location', () => {
  it('groups rows under their location, locations by name, low rows first within each', () => {
    const groups = groupByLocation([
      row({ name: 'Cups', locationId: 'q', locationName: 'Quezon City' }),
      row({ name: 'Tea', locationId: 'm', locationName: 'Makati', quantity: 1 }),
      row({ name: 'Beans', locationId: 'm', locationName: 'Makati' }),
      row({ name: 'Lids', locationId: 'q', locationName: 'Quezon City', quantity: 0 }),
    ]);
    expect(groups.map((g) => [g.locationName, g.rows.map((r) => r.name), g.lowCount])).toEqual([
      ['Makati', ['Tea', 'Beans'], 1],
      ['Quezon City', ['Lids', 'Cups'], 1],
    ]);
  });

  it('returns nothing for no rows', () => {
    expect(groupByLocation([])).toEqual([]);
  });
});
