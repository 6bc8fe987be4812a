import { describe, expect, it } from 'vitest';
import { addDays, defaultEstimatedDelivery, manilaDate } from './ship-defaults';
import { ESTIMATED_DELIVERY_PAST_MESSAGE, ZShip } from '../../../shared/operations.contracts';
import {
  averageDaysText,
  NO_SHIPPING_FILTERS,
  shippingFiltersFromSearch,
  shippingFiltersToSearch,
  shippingQuery,
  SHIPPING_TABS,
} from '../../lib/filters/shipping-filters';

describe('shipping filters in the URL', () => {
  it('reads the status tab, search and page, dropping the rest', () => {
    expect(shippingFiltersFromSearch(new URLSearchParams('status=shipped&q=ORD-1&page=2'))).toEqual({
      status: 'shipped',
      q: 'ORD-1',
      page: 2,
    });
    // Only shipping statuses are tabs here.
    expect(shippingFiltersFromSearch(new URLSearchParams('status=pending_approval&page=x'))).toEqual(NO_SHIPPING_FILTERS);
    // Bounded like every list in the URL: a huge page is page 1, a long search is cut to 40 characters.
    expect(shippingFiltersFromSearch(`page=99999999999&q=${'x'.repeat(60)}`)).toEqual({ ...NO_SHIPPING_FILTERS, q: 'x'.repeat(40) });
  });

  it('round-trips and asks for pages of 50', () => {
    const f = { status: 'processing' as const, q: 'ORD', page: 3 };
    expect(shippingFiltersFromSearch(shippingFiltersToSearch(f))).toEqual(f);
    expect(shippingFiltersToSearch(NO_SHIPPING_FILTERS).toString()).toBe('');
    expect(shippingQuery(f).toString()).toBe('status=processing&q=ORD&limit=50&offset=100');
  });

  it('offers the tabs in order', () => {
    expect(SHIPPING_TABS.map((t) => t.label)).toEqual(['All', 'Approved', 'Processing', 'Shipped', 'Delivered']);
  });

  it('shows the average days with one decimal, or a dash before any delivery', () => {
    expect(averageDaysText(null)).toBe('—');
    expect(averageDaysText(2)).toBe('2.0');
    expect(averageDaysText(3.456)).toBe('3.5');
  });
});

describe('ship form dates', () => {
  it('uses the Manila calendar date', () => {
    // 17:30 UTC is already the next day in Manila (UTC+8).
    expect(manilaDate(new Date('2025-03-01T17:30:00Z'))).toBe('2025-03-02');
    expect(manilaDate(new Date('2025-03-01T15:59:00Z'))).toBe('2025-03-01');
  });

  it('adds calendar days across month ends', () => {
    expect(addDays('2025-02-27', 3)).toBe('2025-03-02');
    expect(defaultEstimatedDelivery(new Date('2025-12-30T01:00:00Z'))).toBe('2026-01-02');
  });

  it('the default estimate passes the contract, which refuses one before today', () => {
    const shipment = {
      carrier: 'LBC',
      trackingNumber: 'LBC-1',
      shippingMethod: 'Standard',
      estimatedDelivery: defaultEstimatedDelivery(new Date()),
    };
    expect(ZShip.safeParse(shipment).success).toBe(true);
    expect(ZShip.safeParse({ ...shipment, estimatedDelivery: manilaDate(new Date()) }).success).toBe(true);
    const past = ZShip.safeParse({ ...shipment, estimatedDelivery: addDays(manilaDate(new Date()), -1) });
    expect(past.error?.issues.map((i) => i.message)).toEqual([ESTIMATED_DELIVERY_PAST_MESSAGE]);
  });
});
