import { describe, expect, it } from 'vitest';
import { NO_ORDER_FILTERS, orderFiltersFromSearch, orderFiltersToSearch, orderListQuery, pageCount } from './order-filters';

describe('order filters in the URL', () => {
  it('reads known values and drops the rest', () => {
    expect(orderFiltersFromSearch(new URLSearchParams('q=ORD-2025&status=shipped&from=2025-01-01&to=2025-01-31&page=3'))).toEqual({
      q: 'ORD-2025',
      status: 'shipped',
      from: '2025-01-01',
      to: '2025-01-31',
      page: 3,
    });
    expect(orderFiltersFromSearch(new URLSearchParams('status=lost&from=yesterday&page=-2'))).toEqual(NO_ORDER_FILTERS);
  });

  it('writes only what is set, and round-trips', () => {
    expect(orderFiltersToSearch(NO_ORDER_FILTERS).toString()).toBe('');
    const filters = { q: 'ORD-1', status: 'pending_approval' as const, from: null, to: '2025-02-01', page: 2 };
    expect(orderFiltersFromSearch(orderFiltersToSearch(filters))).toEqual(filters);
  });

  it('turns a page into limit/offset of 20', () => {
    expect(orderListQuery({ ...NO_ORDER_FILTERS, page: 3 })).toEqual({ limit: 20, offset: 40 });
    expect(orderListQuery({ ...NO_ORDER_FILTERS, q: ' x ', status: 'approved' })).toEqual({
      q: 'x',
      status: 'approved',
      limit: 20,
      offset: 0,
    });
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});
