import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToSearch } from './filters-search';

describe('notification filters in the URL', () => {
  it('reads show=unread and a known type; ignores anything else', () => {
    expect(filtersFromSearch(new URLSearchParams('show=unread&type=order_shipped'))).toEqual({ unread: true, type: 'order_shipped' });
    expect(filtersFromSearch(new URLSearchParams('show=all&type=nonsense'))).toEqual({ unread: false, type: null });
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual({ unread: false, type: null });
  });

  it('writes only what differs from "all", and round-trips', () => {
    expect(filtersToSearch({ unread: false, type: null }).toString()).toBe('');
    const filters = { unread: true, type: 'low_stock_alert' as const };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });
});
