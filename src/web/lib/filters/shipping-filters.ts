import { searchParamsOf } from './list-query';
import { createSerializer } from 'nuqs';
import { SHIPPING_STATUSES } from '../../../shared/operations.contracts';
import { createLoader, parseAsOneOf, parseAsPage, parseAsSearch } from '../../components/data-table/url-state';

/** /shipping-management's status tab, search and page live in the URL (?status=&q=&page=). */

export const SHIPPING_PAGE_SIZE = 50;

export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

export interface ShippingFilters {
  /** null: the "All" tab. */
  status: ShippingStatus | null;
  q: string;
  /** 1-based. */
  page: number;
}

export const NO_SHIPPING_FILTERS: ShippingFilters = { status: null, q: '', page: 1 };

/** The tabs, in the order an order moves through them. */
export const SHIPPING_TABS: readonly { status: ShippingStatus | null; label: string }[] = [
  { status: null, label: 'All' },
  { status: 'approved', label: 'Approved' },
  { status: 'processing', label: 'Processing' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
];

export const shippingListParsers = {
  status: parseAsOneOf(SHIPPING_STATUSES),
  q: parseAsSearch(40),
  page: parseAsPage,
};

/** The filters a URL stands for: unknown statuses, junk or out-of-range pages fall back to the defaults. */
export const shippingFiltersFromSearch: (search: URLSearchParams | string) => ShippingFilters = createLoader(shippingListParsers);

/** The page's URL for a filter set (defaults left out). */
export const shippingFiltersToSearch = (f: ShippingFilters) => new URLSearchParams(createSerializer(shippingListParsers)(f));

/** The board request: the page becomes limit/offset of 50. */
export function shippingQuery(f: ShippingFilters): URLSearchParams {
  return searchParamsOf({ status: f.status, q: f.q.trim() }, { page: f.page, size: SHIPPING_PAGE_SIZE });
}

/** "Avg. days to deliver": one decimal, or an em dash before the first delivery. */
export function averageDaysText(days: number | null): string {
  if (days === null || !Number.isFinite(days)) return '—';
  return days.toLocaleString('en-PH', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
