import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProduct, type Product } from '../../../shared/catalog.contracts';
import { CACHE_PROFILES } from '../cache-profiles';
import { productKeys } from '../query-keys/catalog';
import { getParsed } from './define-query';

/** GET /api/catalog/products/:id → Product (the detail view re-reads it for fresh stock and price). */

export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return getParsed(ZProduct, `/api/catalog/products/${encodeURIComponent(id)}`, signal);
}

export function productQueryOptions(id: string) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

/** `placeholder`: the card's copy from the list, shown at once while the fresh one loads. */
export function useProduct(id: string, placeholder?: Product) {
  return useQuery({ ...productQueryOptions(id), placeholderData: placeholder });
}
