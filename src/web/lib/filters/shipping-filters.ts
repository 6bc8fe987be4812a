import { SHIPPING_STATUSES } from '../../../shared/operations.contracts';

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

export function shippingFiltersFromSearch(search: URLSearchParams): ShippingFilters {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status: status !== null && (SHIPPING_STATUSES as readonly string[]).includes(status) ? (status as ShippingStatus) : null,
    q: (search.get('q') ?? '').trim().slice(0, 40),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function shippingFiltersToSearch(f: ShippingFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (f.status) search.set('status', f.status);
  if (f.q.trim()) search.set('q', f.q.trim());
  if (f.page > 1) search.set('page', String(f.page));
  return search;
}

/** The board request: the page becomes limit/offset of 50. */
export function shippingQuery(f: ShippingFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (f.status) search.set('status', f.status);
  if (f.q.trim()) search.set('q', f.q.trim());
  search.set('limit', String(SHIPPING_PAGE_SIZE));
  search.set('offset', String((f.page - 1) * SHIPPING_PAGE_SIZE));
  return search;
}

/** "Avg. days to deliver": one decimal, or an em dash before the first delivery. */
export function averageDaysText(days: number | null): string {
  if (days === null || !Number.isFinite(days)) return '—';
  return days.toLocaleString('en-PH', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
