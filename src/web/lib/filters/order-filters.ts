import { apiParamsOf, pageWindow } from './list-query';
import { ORDER_SORTS, ORDER_STATUSES, type OrderListQuery, type OrderSort, type OrderStatus } from '../../../shared/orders.contracts';
import type { ColumnSort } from '../../components/data-table/sort';
import { createLoader, parseAsDay, parseAsOneOf, parseAsPage, parseAsSearch, parseAsSort } from '../../components/data-table/url-state';

/** /orders filters, sort and page live in the URL (?q=&status=&from=&to=&sort=&page=) so Back, reload and shared links keep them. */

export const ORDERS_PAGE_SIZE = 20;
export const DEFAULT_ORDER_SORT: OrderSort = 'created_desc';

/**
 * The sortable order columns (My Orders and Order Management). Date and Total start newest/largest first and flip;
 * the API sorts order numbers ascending only, so a second click on "Order number" goes back to newest first.
 */
export const ORDER_SORT_COLUMNS = {
  number: { asc: 'number_asc' },
  date: { asc: 'created_asc', desc: 'created_desc', first: 'desc' },
  total: { asc: 'total_asc', desc: 'total_desc', first: 'desc' },
} as const satisfies Record<string, ColumnSort<OrderSort>>;

export const orderListParsers = {
  q: parseAsSearch(40),
  status: parseAsOneOf(ORDER_STATUSES),
  /** YYYY-MM-DD (Manila), inclusive. */
  from: parseAsDay,
  to: parseAsDay,
  sort: parseAsSort(ORDER_SORTS, DEFAULT_ORDER_SORT),
  page: parseAsPage,
};

export interface OrderFilters {
  q: string;
  status: OrderStatus | null;
  from: string | null;
  to: string | null;
  sort: OrderSort;
  /** 1-based. */
  page: number;
}

export const NO_ORDER_FILTERS: OrderFilters = { q: '', status: null, from: null, to: null, sort: DEFAULT_ORDER_SORT, page: 1 };

/** The filters a URL stands for (what the page's hook reads, for tests and links). */
export const orderFiltersFromSearch: (search: URLSearchParams | string) => OrderFilters = createLoader(orderListParsers);

export function hasOrderFilters(f: Pick<OrderFilters, 'q' | 'status' | 'from' | 'to'>): boolean {
  return Boolean(f.q.trim() || f.status || f.from || f.to);
}

/** The API query for a filter set: a page becomes limit/offset. */
export function orderListQuery(f: OrderFilters): OrderListQuery {
  return {
    ...apiParamsOf(
      { ...f, q: f.q.trim(), sort: f.sort !== DEFAULT_ORDER_SORT ? f.sort : null },
      { q: 'q', status: 'status', from: 'from', to: 'to', sort: 'sort' },
    ),
    ...pageWindow(f.page, ORDERS_PAGE_SIZE),
  };
}
