import {
  CONTRACT_STATUSES,
  SUPPLIER_PAGE_SIZE,
  SUPPLIER_PRODUCT_SORTS,
  SUPPLIER_SORTS,
  SUPPLIER_STATUSES,
  SUPPLIER_TYPES,
  type ContractQuery,
  type SupplierProductQuery,
  type SupplierQuery,
} from '../../../shared/suppliers.contracts';
import { parseAsFlag, parseAsOneOf, parseAsPage, parseAsSearch, parseAsSort, parseAsUuid } from '../../components/data-table/url-state';

/**
 * The supplier area's lists keep their filters, sort and page in the URL (bookmarkable, Back works). Each parser is
 * bounded, so a hand-edited URL falls back to the default instead of reaching the API as bad input. The page number
 * becomes limit/offset here, in one place per list.
 */

export const SUPPLIER_PRODUCTS_PAGE_SIZE = 25;
export const CONTRACTS_PAGE_SIZE = 25;

const offsetOf = (page: number, size: number) => (page - 1) * size;

// ---------------------------------------------------------------- /suppliers

export const DEFAULT_SUPPLIER_SORT = 'name_asc' as const;
export const supplierListParsers = {
  search: parseAsSearch(100),
  status: parseAsOneOf(SUPPLIER_STATUSES),
  type: parseAsOneOf(SUPPLIER_TYPES),
  sort: parseAsSort(SUPPLIER_SORTS, DEFAULT_SUPPLIER_SORT),
  page: parseAsPage,
};
export interface SupplierListState {
  search: string;
  status: (typeof SUPPLIER_STATUSES)[number] | null;
  type: (typeof SUPPLIER_TYPES)[number] | null;
  sort: (typeof SUPPLIER_SORTS)[number];
  page: number;
}

export function supplierListQuery(s: SupplierListState): SupplierQuery {
  return {
    search: s.search || undefined,
    status: s.status ?? undefined,
    type: s.type ?? undefined,
    sort: s.sort,
    limit: SUPPLIER_PAGE_SIZE,
    offset: offsetOf(s.page, SUPPLIER_PAGE_SIZE),
  };
}
export const hasSupplierFilters = (s: SupplierListState) => Boolean(s.search || s.status || s.type);

// ---------------------------------------------------------------- /suppliers/products

export const DEFAULT_SUPPLIER_PRODUCT_SORT = 'product_asc' as const;
export const supplierProductListParsers = {
  search: parseAsSearch(100),
  supplier: parseAsUuid,
  preferred: parseAsFlag,
  sort: parseAsSort(SUPPLIER_PRODUCT_SORTS, DEFAULT_SUPPLIER_PRODUCT_SORT),
  page: parseAsPage,
};
export interface SupplierProductListState {
  search: string;
  supplier: string | null;
  preferred: boolean;
  sort: (typeof SUPPLIER_PRODUCT_SORTS)[number];
  page: number;
}

export function supplierProductListQuery(s: SupplierProductListState): SupplierProductQuery {
  return {
    search: s.search || undefined,
    supplierId: s.supplier ?? undefined,
    // The API reads the flag from the query string: only "true" is sent.
    preferredOnly: s.preferred ? 'true' : undefined,
    sort: s.sort,
    limit: SUPPLIER_PRODUCTS_PAGE_SIZE,
    offset: offsetOf(s.page, SUPPLIER_PRODUCTS_PAGE_SIZE),
  };
}
export const hasSupplierProductFilters = (s: SupplierProductListState) => Boolean(s.search || s.supplier || s.preferred);

// ---------------------------------------------------------------- /suppliers/contracts

export const contractListParsers = {
  search: parseAsSearch(100),
  supplier: parseAsUuid,
  status: parseAsOneOf(CONTRACT_STATUSES),
  ending: parseAsFlag,
  page: parseAsPage,
};
export interface ContractListState {
  search: string;
  supplier: string | null;
  status: (typeof CONTRACT_STATUSES)[number] | null;
  ending: boolean;
  page: number;
}

export function contractListQuery(s: ContractListState): ContractQuery {
  return {
    search: s.search || undefined,
    supplierId: s.supplier ?? undefined,
    status: s.status ?? undefined,
    endingSoon: s.ending ? 'true' : undefined,
    limit: CONTRACTS_PAGE_SIZE,
    offset: offsetOf(s.page, CONTRACTS_PAGE_SIZE),
  };
}
export const hasContractFilters = (s: ContractListState) => Boolean(s.search || s.supplier || s.status || s.ending);
