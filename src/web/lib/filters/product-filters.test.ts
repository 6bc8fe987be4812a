import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  NO_FILTERS,
  parsePeso,
  priceRangeInverted,
  productListPath,
} from './product-filters';

const CAT = '0b5e8c8e-2f7a-4a43-9d3a-0c1f6f0a1b2c';
const BRAND = '7d1e3f10-9a2b-4c3d-8e4f-5a6b7c8d9e0f';

describe('catalogue filters in the URL', () => {
  it('reads every filter', () => {
    const search = new URLSearchParams(`q=siomai&category=${CAT}&brand=${BRAND}&minPrice=100&maxPrice=2500.5&inStock=true&sort=price_desc`);
    expect(filtersFromSearch(search)).toEqual({
      q: 'siomai',
      categoryId: CAT,
      brandId: BRAND,
      minPrice: 100,
      maxPrice: 2500.5,
      inStock: true,
      sort: 'price_desc',
    });
  });

  it('ignores what the server would refuse: bad ids, negative or non-numeric prices, unknown sorts', () => {
    const search = new URLSearchParams('category=42&brand=x&minPrice=-5&maxPrice=lots&inStock=yes&sort=random');
    expect(filtersFromSearch(search)).toEqual(NO_FILTERS);
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual(NO_FILTERS);
  });

  it('writes only what differs from no filters, and round-trips', () => {
    expect(filtersToSearch(NO_FILTERS).toString()).toBe('');
    const filters = { ...NO_FILTERS, q: 'cup', categoryId: CAT, minPrice: 0, inStock: true, sort: 'newest' as const };
    expect(filtersToSearch(filters).toString()).toBe(`q=cup&category=${CAT}&minPrice=0&inStock=true&sort=newest`);
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });

  it('trims the search text', () => {
    expect(filtersToSearch({ ...NO_FILTERS, q: '  cup  ' }).get('q')).toBe('cup');
    expect(filtersToSearch({ ...NO_FILTERS, q: '   ' }).has('q')).toBe(false);
  });

  it('maps to the API with its own parameter names, page size and offset', () => {
    const path = productListPath({ ...NO_FILTERS, categoryId: CAT, maxPrice: 300, inStock: true }, { offset: 48, includeInactive: true });
    const [endpoint, query] = path.split('?');
    expect(endpoint).toBe('/api/catalog/products');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      categoryId: CAT,
      maxPrice: '300',
      inStock: 'true',
      includeInactive: 'true',
      sort: 'name_asc',
      limit: '24',
      offset: '48',
    });
  });

  it('parses typed peso amounts', () => {
    expect(parsePeso('1,500')).toBe(1500);
    expect(parsePeso('₱ 99.50')).toBe(99.5);
    expect(parsePeso('')).toBeNull();
    expect(parsePeso('-1')).toBeNull();
  });

  it('knows when filters are active (sort alone is not a filter) and when a range is inverted', () => {
    expect(hasActiveFilters({ ...NO_FILTERS, sort: 'newest' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, inStock: true })).toBe(true);
    expect(priceRangeInverted({ minPrice: 500, maxPrice: 100 })).toBe(true);
    expect(priceRangeInverted({ minPrice: 100, maxPrice: 100 })).toBe(false);
    expect(priceRangeInverted({ minPrice: 500, maxPrice: null })).toBe(false);
  });
});
