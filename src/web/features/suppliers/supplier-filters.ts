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
import type { inferParserType } from 'nuqs';
import { parseAsFlag, parseAsOneOf, parseAsPage, parseAsSearch, parseAsSort, parseAsUuid } from '../../components/data-table/url-state';
import { anyFilterSet, apiParamsOf, pageWindow } from '../../lib/filters/list-query';

/**
 * The supplier area's lists keep their filters, sort and page in the URL (bookmarkable, Back works). Each parser is
 * bounded, so a hand-edited URL falls back to the default instead of reaching the API as bad input. The page number
 * becomes limit/offset here, in one place per list.
 */

export const SUPPLIER_PRODUCTS_PAGE_SIZE = 25;
export const CONTRACTS_PAGE_SIZE = 25;

// ---------------------------------------------------------------- /suppliers

export const DEFAULT_SUPPLIER_SORT = 'name_asc' as const;
export const supplierListParsers = {
  search: parseAsSearch(100),
  status: parseAsOneOf(SUPPLIER_STATUSES),
  type: parseAsOneOf(SUPPLIER_TYPES),
  sort: parseAsSort(SUPPLIER_SORTS, DEFAULT_SUPPLIER_SORT),
  page: parseAsPage,
};
export type SupplierListState = inferParserType<typeof supplierListParsers>;

export function supplierListQuery(s: SupplierListState): SupplierQuery {
  return {
    ...apiParamsOf(s, { search: 'search', status: 'status', type: 'type', sort: 'sort' }),
    ...pageWindow(s.page, SUPPLIER_PAGE_SIZE),
  };
}
export const hasSupplierFilters = (s: SupplierListState) => anyFilterSet(s, ['search', 'status', 'type']);

// ---------------------------------------------------------------- /suppliers/products

export const DEFAULT_SUPPLIER_PRODUCT_SORT = 'product_asc' as const;
export const supplierProductListParsers = {
  search: parseAsSearch(100),
  supplier: parseAsUuid,
  preferred: parseAsFlag,
  sort: parseAsSort(SUPPLIER_PRODUCT_SORTS, DEFAULT_SUPPLIER_PRODUCT_SORT),
  page: parseAsPage,
};
export type SupplierProductListState = inferParserType<typeof supplierProductListParsers>;

export function supplierProductListQuery(s: SupplierProductListState): SupplierProductQuery {
  return {
    ...apiParamsOf(s, { search: 'search', supplier: 'supplierId', preferred: 'preferredOnly', sort: 'sort' }),
    ...pageWindow(s.page, SUPPLIER_PRODUCTS_PAGE_SIZE),
  };
}
export const hasSupplierProductFilters = (s: SupplierProductListState) => anyFilterSet(s, ['search', 'supplier', 'preferred']);

// ---------------------------------------------------------------- /suppliers/contracts

export const contractListParsers = {
  search: parseAsSearch(100),
  supplier: parseAsUuid,
  status: parseAsOneOf(CONTRACT_STATUSES),
  ending: parseAsFlag,
  page: parseAsPage,
};
export type ContractListState = inferParserType<typeof contractListParsers>;

export function contractListQuery(s: ContractListState): ContractQuery {
  return {
    ...apiParamsOf(s, { search: 'search', supplier: 'supplierId', status: 'status', ending: 'endingSoon' }),
    ...pageWindow(s.page, CONTRACTS_PAGE_SIZE),
  };
}
export const hasContractFilters = (s: ContractListState) => anyFilterSet(s, ['search', 'supplier', 'status', 'ending']);
