import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplierProductList, type SupplierProduct, type SupplierProductQuery } from '../../../shared/suppliers.contracts';
import { MAX_PAGE_SIZE } from '../../../shared/http';
import { CACHE_PROFILES } from '../cache-profiles';
import { listSearch } from '../list-search';
import { supplierKeys } from '../query-keys/suppliers';
import { getParsed } from './define-query';

/**
 * GET /api/suppliers/products?search&supplierId&productId&preferredOnly&sort&limit&offset → a page of supplier-product
 * links {items, total}, each with the product's warehouse available stock and reorder level. The one client of this
 * endpoint: the suppliers pages read pages of it, a purchase order's lines every product of one supplier; both caches
 * sit under supplierKeys.all, which every supplier or link change invalidates.
 */

export type SupplierProductList = ReturnType<typeof ZSupplierProductList.parse>;

export async function getSupplierProducts(query: SupplierProductQuery, signal?: AbortSignal): Promise<SupplierProductList> {
  return getParsed(ZSupplierProductList, `/api/suppliers/products?${listSearch(query)}`, signal);
}

export function supplierProductsQueryOptions(query: SupplierProductQuery) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: supplierKeys.products(query),
    queryFn: ({ signal }) => getSupplierProducts(query, signal),
    meta: { errorToast: false },
  });
}

export function useSupplierProducts(query: SupplierProductQuery) {
  return useQuery({ ...supplierProductsQueryOptions(query), placeholderData: keepPreviousData });
}

/** Every product one supplier supplies (a purchase order holds at most 200 lines, so at most two pages). */
export async function getAllProductsOfSupplier(supplierId: string, signal?: AbortSignal): Promise<SupplierProduct[]> {
  const items: SupplierProduct[] = [];
  for (let offset = 0; offset < 200; offset += MAX_PAGE_SIZE) {
    const page = await getSupplierProducts({ supplierId, sort: 'product_asc', limit: MAX_PAGE_SIZE, offset }, signal);
    items.push(...page.items);
    if (items.length >= page.total || page.items.length === 0) break;
  }
  return items;
}

export function allProductsOfSupplierQueryOptions(supplierId: string) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: supplierKeys.allOfSupplier(supplierId),
    queryFn: ({ signal }) => getAllProductsOfSupplier(supplierId, signal),
    meta: { errorToast: false },
  });
}

export function useAllProductsOfSupplier(supplierId: string | null) {
  return useQuery({ ...allProductsOfSupplierQueryOptions(supplierId ?? ''), enabled: Boolean(supplierId) });
}
