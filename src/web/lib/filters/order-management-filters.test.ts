import { describe, expect, it } from 'vitest';
import {
  amountsInverted,
  exportCsvHref,
  NO_ORDER_MANAGEMENT_FILTERS,
  orderManagementFiltersFromSearch,
  orderManagementFiltersToSearch,
  orderManagementQuery,
  parseAmount,
  DEFAULT_SORT,
  type OrderManagementFilters,
  type OrderSort,
} from './order-management-filters';
import { ORDER_SORT_COLUMNS } from './order-filters';
import { ariaSortOf, nextSortOf } from '../../components/data-table/sort';

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
    // Every filter of FULL is a string already, so the link holds FULL itself, less the page.
    const { page: _page, ...filtersOnly } = FULL;
    expect(Object.fromEntries(new URLSearchParams(qs))).toEqual(filtersOnly);
  });

  it('is the bare path without filters', () => {
    expect(exportCsvHref({ ...NO_ORDER_MANAGEMENT_FILTERS, page: 4 })).toBe('/api/order-management/export.csv');
  });
});

describe('sortable headers', () => {
  const next = (column: keyof typeof ORDER_SORT_COLUMNS, sort: OrderSort) =>
    nextSortOf<OrderSort>(ORDER_SORT_COLUMNS[column], sort, DEFAULT_SORT);
  const aria = (column: keyof typeof ORDER_SORT_COLUMNS, sort: OrderSort) => ariaSortOf<OrderSort>(ORDER_SORT_COLUMNS[column], sort);

  it('flip date and total, and send order number back to the default', () => {
    expect(next('date', 'created_desc')).toBe('created_asc');
    expect(next('date', 'created_asc')).toBe('created_desc');
    expect(next('date', 'total_desc')).toBe('created_desc');
    expect(next('total', 'created_desc')).toBe('total_desc');
    expect(next('total', 'total_desc')).toBe('total_asc');
    expect(next('number', 'created_desc')).toBe('number_asc');
    expect(next('number', 'number_asc')).toBe('created_desc');
  });

  it('mark only the sorted column', () => {
    expect(aria('date', 'created_desc')).toBe('descending');
    expect(aria('total', 'created_desc')).toBe('none');
    expect(aria('total', 'total_asc')).toBe('ascending');
    expect(aria('number', 'number_asc')).toBe('ascending');
  });
});
