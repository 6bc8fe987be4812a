import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplierProductList, type SupplierProduct } from '../../../shared/suppliers.contracts';
import { MAX_PAGE_SIZE } from '../../../shared/http';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { toSearchParams } from './purchase-order-filters';
import { purchasingKeys } from './query-keys';

/**
 * GET /api/suppliers/products?supplierId&limit&offset → the products a supplier supplies, with cost, minimum order
 * quantity and case pack: the choices of a purchase order's lines. A PO holds at most 200 lines, so at most two pages.
 */

export async function getSupplierProducts(supplierId: string, signal?: AbortSignal): Promise<SupplierProduct[]> {
  const items: SupplierProduct[] = [];
  for (let offset = 0; offset < 200; offset += MAX_PAGE_SIZE) {
    const qs = toSearchParams({ supplierId, sort: 'product_asc', limit: MAX_PAGE_SIZE, offset });
    const page = await getParsed(ZSupplierProductList, `/api/suppliers/products?${qs}`, signal);
    items.push(...page.items);
    if (items.length >= page.total || page.items.length === 0) break;
  }
  return items;
}

export function supplierProductsQueryOptions(supplierId: string) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: purchasingKeys.supplierProducts(supplierId),
    queryFn: ({ signal }) => getSupplierProducts(supplierId, signal),
    meta: { errorToast: false },
  });
}

export function useSupplierProducts(supplierId: string | null) {
  return useQuery({ ...supplierProductsQueryOptions(supplierId ?? ''), enabled: Boolean(supplierId) });
}
