import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '../../shared/cart.contracts';
import { cartKeys } from './query-keys/cart';

/**
 * Every cart mutation answers with the whole, freshly validated Cart: put it in the cache as is,
 * and the badge count with it, so the page and the header change at once without a refetch.
 */
export function writeCart(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(cartKeys.items, cart);
  queryClient.setQueryData(cartKeys.count, { count: cart.lines.length });
}
