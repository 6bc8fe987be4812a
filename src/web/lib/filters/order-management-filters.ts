import { searchParamsOf } from './list-query';
import { createParser, createSerializer } from 'nuqs';
import { ORDER_SORTS, ORDER_STATUSES, type OrderSort, type OrderStatus } from '../../../shared/orders.contracts';
import {
  createLoader,
  parseAsDay,
  parseAsOneOf,
  parseAsPage,
  parseAsSearch,
  parseAsSort,
  parseAsUuid,
} from '../../components/data-table/url-state';

/**
 * /order-management filters live in the URL so Back, reload and shared links keep them, and so the
 * CSV export link can carry exactly the filtered set the table shows.
 */

export const ORDER_MANAGEMENT_PAGE_SIZE = 25;

export type { OrderSort };

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

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** A peso amount as typed into "Min amount"/"Max amount", or null when empty or not a plain amount. */
export function parseAmount(text: string | null | undefined): string | null {
  const v = (text ?? '').trim();
  return AMOUNT.test(v) ? v : null;
}
const parseAsAmount = createParser<string>({ parse: parseAmount, serialize: (v) => v });

export const orderManagementParsers = {
  status: parseAsOneOf(ORDER_STATUSES),
  locationId: parseAsUuid,
  brandId: parseAsUuid,
  from: parseAsDay,
  to: parseAsDay,
  minAmount: parseAsAmount,
  maxAmount: parseAsAmount,
  q: parseAsSearch(40),
  sort: parseAsSort(ORDER_SORTS, DEFAULT_SORT),
  page: parseAsPage,
};

export const orderManagementFiltersFromSearch: (search: URLSearchParams | string) => OrderManagementFilters =
  createLoader(orderManagementParsers);
/** The page's URL for a filter set (defaults left out). */
export const orderManagementFiltersToSearch = (f: OrderManagementFilters) =>
  new URLSearchParams(createSerializer(orderManagementParsers)(f));

/** The filters without paging, as API/URL parameters: shared by the page URL, the list query and the CSV link. */
function filterParams(f: OrderManagementFilters) {
  const { status, locationId, brandId, from, to, minAmount, maxAmount } = f;
  return { status, locationId, brandId, from, to, minAmount, maxAmount, q: f.q.trim(), sort: f.sort !== DEFAULT_SORT ? f.sort : null };
}

export function hasOrderManagementFilters(f: OrderManagementFilters): boolean {
  return Boolean(f.status || f.locationId || f.brandId || f.from || f.to || f.minAmount || f.maxAmount || f.q.trim());
}

/** The list request for one page: the page becomes limit/offset of 25. */
export function orderManagementQuery(f: OrderManagementFilters): URLSearchParams {
  return searchParamsOf({ ...filterParams(f), sort: f.sort }, { page: f.page, size: ORDER_MANAGEMENT_PAGE_SIZE });
}

export const EXPORT_CSV_PATH = '/api/order-management/export.csv';

/** "Export CSV": the whole filtered set (no page), same filters and order as on screen. */
export function exportCsvHref(f: OrderManagementFilters): string {
  const qs = searchParamsOf(filterParams(f)).toString();
  return qs ? `${EXPORT_CSV_PATH}?${qs}` : EXPORT_CSV_PATH;
}

/** "Min amount is above Max amount": nothing can match, so say so instead of showing an empty table. */
export function amountsInverted(f: Pick<OrderManagementFilters, 'minAmount' | 'maxAmount'>): boolean {
  return f.minAmount !== null && f.maxAmount !== null && Number(f.minAmount) > Number(f.maxAmount);
}
