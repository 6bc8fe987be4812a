import { describe, expect, it } from 'vitest';
import {
  amountsInverted,
  ariaSortOf,
  exportCsvHref,
  NO_ORDER_MANAGEMENT_FILTERS,
  nextSort,
  orderManagementFiltersFromSearch,
  orderManagementFiltersToSearch,
  orderManagementQuery,
  parseAmount,
  type OrderManagementFilters,
} from './order-management-filters';

const LOC = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const BRAND = '0b6f3c5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const FULL: OrderManagementFilters = {
  status: 'shipped',
  locationId: LOC,
  brandId: BRAND,
  from: '2025-01-01',
  to: '2025-01-31',
  minAmount: '1000',
  maxAmount: '25000.5',
  q: 'ORD-2025',
  sort: 'total_desc',
  page: 3,
};

describe('order management filters ⇄ URL', () => {
  it('round-trips every filter', () => {
    expect(orderManagementFiltersFromSearch(orderManagementFiltersToSearch(FULL))).toEqual(FULL);
  });

  it('leaves defaults out of the URL', () => {
    expect(orderManagementFiltersToSearch(NO_ORDER_MANAGEMENT_FILTERS).toString()).toBe('');
  });

  it('drops values the API would refuse', () => {
    const search = new URLSearchParams(
      'status=lost&locationId=12&brandId=x&from=2025-13&to=yesterday&minAmount=-1&maxAmount=1e9&sort=random&page=0',
    );
    expect(orderManagementFiltersFromSearch(search)).toEqual(NO_ORDER_MANAGEMENT_FILTERS);
  });

  it('accepts plain peso amounts only', () => {
    expect(parseAmount('2500')).toBe('2500');
    expect(parseAmount(' 99.95 ')).toBe('99.95');
    expect(parseAmount('12.')).toBeNull();
    expect(parseAmount('1,000')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(amountsInverted({ minAmount: '500', maxAmount: '100' })).toBe(true);
    expect(amountsInverted({ minAmount: '100', maxAmount: '100' })).toBe(false);
  });

  it('asks the API for one page of 25 with the sort always set', () => {
    const q = orderManagementQuery(FULL);
    expect(q.get('limit')).toBe('25');
    expect(q.get('offset')).toBe('50');
    expect(q.get('sort')).toBe('total_desc');
    expect(q.get('page')).toBeNull();
    expect(orderManagementQuery(NO_ORDER_MANAGEMENT_FILTERS).toString()).toBe('sort=created_desc&limit=25&offset=0');
  });
});

describe('CSV export link', () => {
  it('carries the same filters and sort, without paging', () => {
    const href = exportCsvHref(FULL);
    const [path, qs] = href.split('?');
    expect(path).toBe('/api/order-management/export.csv');
    const search = new URLSearchParams(qs);
    expect(Object.fromEntries(search)).toEqual({
      status: 'shipped',
      locationId: LOC,
      brandId: BRAND,
      from: '2025-01-01',
      to: '2025-01-31',
      minAmount: '1000',
      maxAmount: '25000.5',
      q: 'ORD-2025',
      sort: 'total_desc',
    });
  });

  it('is the bare path without filters', () => {
    expect(exportCsvHref({ ...NO_ORDER_MANAGEMENT_FILTERS, page: 4 })).toBe('/api/order-management/export.csv');
  });
});

describe('sortable headers', () => {
  it('flip date and total, and send order number back to the default', () => {
    expect(nextSort('date', 'created_desc')).toBe('created_asc');
    expect(nextSort('date', 'created_asc')).toBe('created_desc');
    expect(nextSort('date', 'total_desc')).toBe('created_desc');
    expect(nextSort('total', 'created_desc')).toBe('total_desc');
    expect(nextSort('total', 'total_desc')).toBe('total_asc');
    expect(nextSort('number', 'created_desc')).toBe('number_asc');
    expect(nextSort('number', 'number_asc')).toBe('created_desc');
  });

  it('mark only the sorted column', () => {
    expect(ariaSortOf('date', 'created_desc')).toBe('descending');
    expect(ariaSortOf('total', 'created_desc')).toBe('none');
    expect(ariaSortOf('total', 'total_asc')).toBe('ascending');
    expect(ariaSortOf('number', 'number_asc')).toBe('ascending');
  });
});
