import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCartCount } from '../../../shared/cart.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { cartKeys } from '../../lib/query-keys/cart';

/** GET /api/cart/count → {count}: the number of lines, for the header badge. */

export type CartCount = { count: number };

export async function getCartCount(signal?: AbortSignal): Promise<CartCount> {
  return ZCartCount.parse(await apiFetch<unknown>('/api/cart/count', { signal }));
}

export function cartCountQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.realTime,
    queryKey: cartKeys.count,
    queryFn: ({ signal }) => getCartCount(signal),
    // A badge that can't load is not worth an error toast on every page.
    meta: { errorToast: false },
  });
}

export function useCartCount() {
  return useQuery(cartCountQueryOptions());
}
