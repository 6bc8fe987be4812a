import { describe, expect, it } from 'vitest';
import {
  hasWarehouseFilters,
  inventoryViewFromSearch,
  inventoryViewToSearch,
  movementFiltersOf,
  movementsQuery,
  NO_WAREHOUSE_FILTERS,
  onlyPageChanged,
  warehouseQuery,
} from './inventory-filters';

const BRAND = '7d1e3f10-9a2b-4c3d-8e4f-5a6b7c8d9e0f';
const CAT = '0b5e8c8e-2f7a-4a43-9d3a-0c1f6f0a1b2c';
const LOC = '3c2b1a00-1111-4222-8333-444455556666';
const PROD = 'aaaabbbb-cccc-4ddd-8eee-ffff00001111';

describe('inventory view in the URL', () => {
  it('opens on the warehouse with no filters', () => {
    const view = inventoryViewFromSearch(new URLSearchParams(''));
    expect(view).toEqual({ tab: 'warehouse', warehouse: NO_WAREHOUSE_FILTERS, locationId: null, productId: null, movementPage: 1 });
    expect(inventoryViewToSearch(view).toString()).toBe('');
  });

  it('reads every tab and filter, and round-trips', () => {
    const search = new URLSearchParams(
      `tab=movements&q=cup&brand=${BRAND}&category=${CAT}&low=true&sort=available_asc&page=3&location=${LOC}&product=${PROD}&mpage=2`,
    );
    const view = inventoryViewFromSearch(search);
    expect(view.tab).toBe('movements');
    expect(view.warehouse).toEqual({ q: 'cup', brandId: BRAND, categoryId: CAT, lowOnly: true, sort: 'available_asc', page: 3 });
    expect(movementFiltersOf(view)).toEqual({ productId: PROD, locationId: LOC, page: 2 });
    expect(inventoryViewFromSearch(inventoryViewToSearch(view))).toEqual(view);
  });

  it('ignores what the server would refuse: unknown tabs, bad ids, bad pages', () => {
    const view = inventoryViewFromSearch(new URLSearchParams('tab=secret&brand=x&location=42&page=-1&mpage=1.5&low=yes'));
    expect(view.tab).toBe('warehouse');
    expect(view.warehouse).toEqual(NO_WAREHOUSE_FILTERS);
    expect(view.locationId).toBeNull();
    // Bounded: a page past the kit's maximum and an unknown sort fall back to the defaults.
    expect(inventoryViewFromSearch('page=99999999999&mpage=100001&sort=price_asc').warehouse).toEqual(NO_WAREHOUSE_FILTERS);
    expect(view.movementPage).toBe(1);
  });

  it('knows when warehouse filters are set (the page alone is not a filter)', () => {
    expect(hasWarehouseFilters({ ...NO_WAREHOUSE_FILTERS, page: 4 })).toBe(false);
    expect(hasWarehouseFilters({ ...NO_WAREHOUSE_FILTERS, lowOnly: true })).toBe(true);
    expect(hasWarehouseFilters({ ...NO_WAREHOUSE_FILTERS, q: '   ' })).toBe(false);
  });
});

describe('API queries', () => {
  it('pages the warehouse 50 at a time with the API parameter names', () => {
    const query = warehouseQuery({ q: ' cup ', brandId: BRAND, categoryId: null, lowOnly: true, sort: 'name_asc', page: 3 });
    expect(Object.fromEntries(query)).toEqual({ q: 'cup', brandId: BRAND, lowOnly: 'true', limit: '50', offset: '100' });
    expect(warehouseQuery({ ...NO_WAREHOUSE_FILTERS, sort: 'value_desc' }).get('sort')).toBe('value_desc');
  });

  it('pages movements with the given limit', () => {
    expect(Object.fromEntries(movementsQuery({ productId: null, locationId: LOC, page: 1 }, 10))).toEqual({
      locationId: LOC,
      limit: '10',
      offset: '0',
    });
    expect(Object.fromEntries(movementsQuery({ productId: PROD, locationId: null, page: 2 }))).toEqual({
      productId: PROD,
      limit: '50',
      offset: '50',
    });
  });
});

describe('history entries', () => {
  it('tells paging apart from filter edits', () => {
    const base = { ...NO_WAREHOUSE_FILTERS, q: 'cup' };
    expect(onlyPageChanged(base, { ...base, page: 2 })).toBe(true);
    expect(onlyPageChanged(base, { ...base, lowOnly: true, page: 1 })).toBe(false);
    expect(onlyPageChanged({ ...base, page: 3 }, { ...base, q: 'lid', page: 1 })).toBe(false);
    expect(onlyPageChanged(base, base)).toBe(false);
  });
});
