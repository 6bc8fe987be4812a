import { describe, expect, it } from 'vitest';
import { NO_ORDER_FILTERS, orderFiltersFromSearch, orderListQuery } from './order-filters';

describe('order filters in the URL', () => {
  it('reads known values and drops the rest', () => {
    expect(orderFiltersFromSearch('q=ORD-2025&status=shipped&from=2025-01-01&to=2025-01-31&sort=total_desc&page=3')).toEqual({
      q: 'ORD-2025',
      status: 'shipped',
      from: '2025-01-01',
      to: '2025-01-31',
      sort: 'total_desc',
      page: 3,
    });
    expect(orderFiltersFromSearch('status=lost&from=yesterday&sort=price_asc&page=-2')).toEqual(NO_ORDER_FILTERS);
  });

  it('turns a page into limit/offset of 20, and sends a sort other than the default', () => {
    expect(orderListQuery({ ...NO_ORDER_FILTERS, page: 3 })).toEqual({ limit: 20, offset: 40 });
    expect(orderListQuery({ ...NO_ORDER_FILTERS, q: ' x ', status: 'approved', sort: 'number_asc' })).toEqual({
      q: 'x',
      status: 'approved',
      sort: 'number_asc',
      limit: 20,
      offset: 0,
    });
  });
});
