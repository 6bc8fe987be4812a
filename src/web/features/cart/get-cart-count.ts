import { ZCartCount } from '../../../shared/cart.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { cartKeys } from '../../lib/query-keys/cart';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/** GET /api/cart/count → {count}: the number of lines, for the header badge. */

export type CartCount = { count: number };

export async function getCartCount(signal?: AbortSignal): Promise<CartCount> {
  return getParsed(ZCartCount, '/api/cart/count', signal);
}

const cartCount = defineQuery({
  cache: CACHE_PROFILES.realTime,
  queryKey: cartKeys.count,
  fetch: getCartCount,
  // A badge that can't load is not worth an error toast on every page.
  meta: { errorToast: false },
});
export const cartCountQueryOptions = cartCount.options;

export const useCartCount = cartCount.useData;
