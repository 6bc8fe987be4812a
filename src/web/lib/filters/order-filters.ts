import { ORDER_STATUSES, type OrderListQuery, type OrderStatus } from '../../../shared/orders.contracts';

/** /orders filters live in the URL (?q=&status=&from=&to=&page=) so Back, reload and shared links keep them. */

export const ORDERS_PAGE_SIZE = 20;

export interface OrderFilters {
  q: string;
  status: OrderStatus | null;
  /** YYYY-MM-DD (Manila), inclusive, or null. */
  from: string | null;
  to: string | null;
  /** 1-based. */
  page: number;
}

export const NO_ORDER_FILTERS: OrderFilters = { q: '', status: null, from: null, to: null, page: 1 };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isStatus(v: string | null): v is OrderStatus {
  return v !== null && (ORDER_STATUSES as readonly string[]).includes(v);
}

export function orderFiltersFromSearch(search: URLSearchParams): OrderFilters {
  const status = search.get('status');
  const from = search.get('from');
  const to = search.get('to');
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').trim().slice(0, 40),
    status: isStatus(status) ? status : null,
    from: from && DATE.test(from) ? from : null,
    to: to && DATE.test(to) ? to : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function orderFiltersToSearch(f: OrderFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (f.q.trim()) search.set('q', f.q.trim());
  if (f.status) search.set('status', f.status);
  if (f.from) search.set('from', f.from);
  if (f.to) search.set('to', f.to);
  if (f.page > 1) search.set('page', String(f.page));
  return search;
}

export function hasOrderFilters(f: OrderFilters): boolean {
  return Boolean(f.q.trim() || f.status || f.from || f.to);
}

/** The API query for a filter set: a page becomes limit/offset. */
export function orderListQuery(f: OrderFilters): OrderListQuery {
  return {
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    limit: ORDERS_PAGE_SIZE,
    offset: (f.page - 1) * ORDERS_PAGE_SIZE,
  };
}

/** "Page X of Y": at least one page, even when nothing matches. */
export function pageCount(total: number, pageSize = ORDERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
