import { ZCart, type Cart } from '../../../shared/cart.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { cartKeys } from '../../lib/query-keys/cart';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/**
 * GET /api/cart → Cart {location, lines (each with issues), summary, canCheckout}, validated by the
 * server against live prices and stock on every read.
 */

export async function getCart(signal?: AbortSignal): Promise<Cart> {
  return getParsed(ZCart, '/api/cart', signal);
}

const cart = defineQuery({
  // Prices and stock move under a cart: re-validate often, but don't poll while someone types.
  cache: CACHE_PROFILES.realTime,
  refetchInterval: false,
  refetchOnWindowFocus: true,
  queryKey: cartKeys.items,
  fetch: getCart,
});
export const cartQueryOptions = cart.options;

export const useCart = cart.useData;
