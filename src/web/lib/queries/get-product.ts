import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProduct, type Product } from '../../../shared/catalog.contracts';
import { CACHE_PROFILES } from '../cache-profiles';
import { apiFetch } from '../api-client';
import { productKeys } from '../query-keys/catalog';

/** GET /api/catalog/products/:id → Product (the detail view re-reads it for fresh stock and price). */

export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return ZProduct.parse(await apiFetch<unknown>(`/api/catalog/products/${encodeURIComponent(id)}`, { signal }));
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
