import { ORDER_SORTS } from '../../../shared/operations.contracts';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/orders.contracts';

/**
 * /order-management filters live in the URL so Back, reload and shared links keep them, and so the
 * CSV export link can carry exactly the filtered set the table shows.
 */

export const ORDER_MANAGEMENT_PAGE_SIZE = 25;

export type OrderSort = (typeof ORDER_SORTS)[number];

export interface OrderManagementFilters {
  status: OrderStatus | null;
  locationId: string | null;
  brandId: string | null;
  /** YYYY-MM-DD (Manila), inclusive. */
  from: string | null;
  to: string | null;
  /** Whole or decimal pesos as typed, e.g. "2500" (the API takes pesos). */
  minAmount: string | null;
  maxAmount: string | null;
  q: string;
  sort: OrderSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_SORT: OrderSort = 'created_desc';

export const NO_ORDER_MANAGEMENT_FILTERS: OrderManagementFilters = {
  status: null,
  locationId: null,
  brandId: null,
  from: null,
  to: null,
  minAmount: null,
  maxAmount: null,
  q: '',
  sort: DEFAULT_SORT,
  page: 1,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : null;
const matching = (re: RegExp, v: string | null): string | null => (v !== null && re.test(v.trim()) ? v.trim() : null);

/** A peso amount as typed into "Min amount"/"Max amount", or null when empty or not a plain amount. */
export function parseAmount(text: string | null | undefined): string | null {
  return matching(AMOUNT, text ?? null);
}

export function orderManagementFiltersFromSearch(search: URLSearchParams): OrderManagementFilters {
  const page = Number(search.get('page'));
  return {
    status: oneOf(ORDER_STATUSES, search.get('status')),
    locationId: matching(UUID, search.get('locationId')),
    brandId: matching(UUID, search.get('brandId')),
    from: matching(DATE, search.get('from')),
    to: matching(DATE, search.get('to')),
    minAmount: parseAmount(search.get('minAmount')),
    maxAmount: parseAmount(search.get('maxAmount')),
    q: (search.get('q') ?? '').trim().slice(0, 40),
    sort: oneOf(ORDER_SORTS, search.get('sort')) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filters without paging, as API/URL parameters: shared by the page URL, the list query and the CSV link. */
function filterParams(f: OrderManagementFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (f.status) search.set('status', f.status);
  if (f.locationId) search.set('locationId', f.locationId);
  if (f.brandId) search.set('brandId', f.brandId);
  if (f.from) search.set('from', f.from);
  if (f.to) search.set('to', f.to);
  if (f.minAmount) search.set('minAmount', f.minAmount);
  if (f.maxAmount) search.set('maxAmount', f.maxAmount);
  if (f.q.trim()) search.set('q', f.q.trim());
  if (f.sort !== DEFAULT_SORT) search.set('sort', f.sort);
  return search;
}

export function orderManagementFiltersToSearch(f: OrderManagementFilters): URLSearchParams {
  const search = filterParams(f);
  if (f.page > 1) search.set('page', String(f.page));
  return search;
}

export function hasOrderManagementFilters(f: OrderManagementFilters): boolean {
  return Boolean(f.status || f.locationId || f.brandId || f.from || f.to || f.minAmount || f.maxAmount || f.q.trim());
}

/** The list request for one page: the page becomes limit/offset of 25. */
export function orderManagementQuery(f: OrderManagementFilters): URLSearchParams {
  const search = filterParams(f);
  search.set('sort', f.sort);
  search.set('limit', String(ORDER_MANAGEMENT_PAGE_SIZE));
  search.set('offset', String((f.page - 1) * ORDER_MANAGEMENT_PAGE_SIZE));
  return search;
}

export const EXPORT_CSV_PATH = '/api/order-management/export.csv';

/** "Export CSV": the whole filtered set (no page), same filters and order as on screen. */
export function exportCsvHref(f: OrderManagementFilters): string {
  const search = filterParams(f);
  const qs = search.toString();
  return qs ? `${EXPORT_CSV_PATH}?${qs}` : EXPORT_CSV_PATH;
}

// ---------------------------------------------------------------- sortable headers

export type SortColumn = 'date' | 'total' | 'number';

/**
 * What clicking a header does. Date and Total flip between newest/largest first and the reverse;
 * the API sorts order numbers ascending only, so a second click on "Order number" goes back to the
 * default (newest first).
 */
export function nextSort(column: SortColumn, current: OrderSort): OrderSort {
  switch (column) {
    case 'date':
      return current === 'created_desc' ? 'created_asc' : 'created_desc';
    case 'total':
      return current === 'total_desc' ? 'total_asc' : 'total_desc';
    case 'number':
      return current === 'number_asc' ? DEFAULT_SORT : 'number_asc';
  }
}

/** aria-sort of a header under the current sort. */
export function ariaSortOf(column: SortColumn, sort: OrderSort): 'ascending' | 'descending' | 'none' {
  const map: Record<OrderSort, [SortColumn, 'ascending' | 'descending']> = {
    created_desc: ['date', 'descending'],
    created_asc: ['date', 'ascending'],
    total_desc: ['total', 'descending'],
    total_asc: ['total', 'ascending'],
    number_asc: ['number', 'ascending'],
  };
  const [col, dir] = map[sort];
  return col === column ? dir : 'none';
}

/** "Min amount is above Max amount": nothing can match, so say so instead of showing an empty table. */
export function amountsInverted(f: Pick<OrderManagementFilters, 'minAmount' | 'maxAmount'>): boolean {
  return f.minAmount !== null && f.maxAmount !== null && Number(f.minAmount) > Number(f.maxAmount);
}
