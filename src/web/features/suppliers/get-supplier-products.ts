import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplierProductList, type SupplierProductQuery } from '../../../shared/suppliers.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { listSearch } from './list-search';
import { supplierKeys } from './supplier-keys';

/**
 * GET /api/suppliers/products?search&supplierId&productId&preferredOnly&sort&limit&offset → a page of supplier-product
 * links {items, total}, each with the product's warehouse available stock and reorder level.
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
