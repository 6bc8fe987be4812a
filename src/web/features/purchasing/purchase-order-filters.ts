import {
  PURCHASE_ORDER_SORTS,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrderQuery,
  type PurchaseOrderStatus,
} from '../../../shared/purchasing.contracts';
import type { ColumnSort } from '../../components/data-table/sort';
import { parseAsDay, parseAsOneOf, parseAsPage, parseAsSearch, parseAsSort, parseAsUuid } from '../../components/data-table/url-state';
import { apiParamsOf, pageWindow } from '../../lib/filters/list-query';

/** /suppliers/purchase-orders filters, sort and page live in the URL (?q=&supplier=&status=&from=&to=&sort=&page=). */

export type PurchaseOrderSort = (typeof PURCHASE_ORDER_SORTS)[number];
export const PURCHASE_ORDERS_PAGE_SIZE = 20;
export const DEFAULT_PO_SORT: PurchaseOrderSort = 'newest';

/** Sortable columns: creation both ways; expected date soonest first; total and number largest first only. */
export const PO_SORT_COLUMNS = {
  created: { asc: 'oldest', desc: 'newest', first: 'desc' },
  expected: { asc: 'expected_asc' },
  total: { desc: 'total_desc' },
  number: { desc: 'number_desc' },
} as const satisfies Record<string, ColumnSort<PurchaseOrderSort>>;

export const purchaseOrderListParsers = {
  q: parseAsSearch(100),
  supplier: parseAsUuid,
  status: parseAsOneOf(PURCHASE_ORDER_STATUSES),
  from: parseAsDay,
  to: parseAsDay,
  sort: parseAsSort(PURCHASE_ORDER_SORTS, DEFAULT_PO_SORT),
  page: parseAsPage,
};

export interface PurchaseOrderFilters {
  q: string;
  supplier: string | null;
  status: PurchaseOrderStatus | null;
  from: string | null;
  to: string | null;
  sort: PurchaseOrderSort;
  /** 1-based. */
  page: number;
}

export const NO_PO_FILTERS: PurchaseOrderFilters = {
  q: '',
  supplier: null,
  status: null,
  from: null,
  to: null,
  sort: DEFAULT_PO_SORT,
  page: 1,
};

export function hasPurchaseOrderFilters(f: Pick<PurchaseOrderFilters, 'q' | 'supplier' | 'status' | 'from' | 'to'>): boolean {
  return Boolean(f.q.trim() || f.supplier || f.status || f.from || f.to);
}

/** The API query for a filter set: only what is set (a stable cache key), a page as limit/offset. */
export function purchaseOrderQuery(f: PurchaseOrderFilters, pageSize = PURCHASE_ORDERS_PAGE_SIZE): PurchaseOrderQuery {
  return {
    ...apiParamsOf({ ...f, q: f.q.trim() }, { q: 'search', supplier: 'supplierId', status: 'status', from: 'from', to: 'to' }),
    sort: f.sort,
    ...pageWindow(f.page, pageSize),
  };
}

/** Query-string form of a contract query (undefined and empty values left out). */
export function toSearchParams(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' ? value === '' : typeof value !== 'number' && typeof value !== 'boolean') continue;
    params.set(key, String(value));
  }
  return params.toString();
}
