import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCart, type Cart } from '../../../shared/cart.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { cartKeys } from '../../lib/query-keys/cart';

/**
 * GET /api/cart → Cart {location, lines (each with issues), summary, canCheckout}, validated by the
 * server against live prices and stock on every read.
 */

export async function getCart(signal?: AbortSignal): Promise<Cart> {
  return ZCart.parse(await apiFetch<unknown>('/api/cart', { signal }));
}

export function cartQueryOptions() {
  return queryOptions({
    // Prices and stock move under a cart: re-validate often, but don't poll while someone types.
    ...CACHE_PROFILES.realTime,
    refetchInterval: false,
    refetchOnWindowFocus: true,
    queryKey: cartKeys.items,
    queryFn: ({ signal }) => getCart(signal),
  });
}

export function useCart() {
  return useQuery(cartQueryOptions());
}
