import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCart, type Cart } from '../../../shared/cart.contracts';
import { apiFetch } from '../../lib/api-client';
import { cartKeys } from '../../lib/query-keys/cart';
import { writeCart } from '../../lib/write-cart';

/**
 * POST /api/cart/lines {productId, quantity} → Cart. Adds to an existing line's quantity. The
 * server refuses with 422 (and a message to show) below the minimum, above the maximum, beyond
 * available stock or for a product that can't be ordered.
 */

export async function addCartLine(body: { productId: string; quantity: number }): Promise<Cart> {
  return ZCart.parse(await apiFetch<unknown>('/api/cart/lines', { method: 'POST', body }));
}

export function useAddCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cart', 'add'],
    mutationFn: addCartLine,
    // Adding is not idempotent: a retry after a lost answer would add the quantity twice.
    retry: false,
    // The caller toasts "Could not add to cart" with the server's message.
    meta: { errorToast: false },
    onSuccess: (cart) => {
      // The header badge changes at once; the refetch below then confirms it.
      writeCart(queryClient, cart);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
