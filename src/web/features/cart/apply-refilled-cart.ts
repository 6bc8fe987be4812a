import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZReorderResult } from '../../../shared/orders.contracts';
import { cartKeys } from '../../lib/query-keys/cart';
import { writeCart } from '../../lib/write-cart';
import { orderingLocationKeys } from '../../lib/query-keys/ordering-location';

/**
 * After a refill (reorder, add suggested): the answer is the filled cart, shown at once (lines and header badge).
 * The server may have switched the ordering location to the one it filled, so that and the cart are re-read.
 */
export function applyRefilledCart(queryClient: QueryClient, { cart }: Pick<z.infer<typeof ZReorderResult>, 'cart'>) {
  writeCart(queryClient, cart);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderingLocationKeys.ordering }),
    queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  ]);
}
