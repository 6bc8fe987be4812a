import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCart, type Cart } from '../../../shared/cart.contracts';
import { apiFetch } from '../../lib/api-client';
import { writeCart } from '../../lib/write-cart';

/** DELETE /api/cart/lines/:id → Cart. */

export async function removeCartLine(lineId: string): Promise<Cart> {
  return ZCart.parse(await apiFetch<unknown>(`/api/cart/lines/${encodeURIComponent(lineId)}`, { method: 'DELETE' }));
}

export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cart', 'remove-line'],
    mutationFn: removeCartLine,
    onSuccess: (cart) => writeCart(queryClient, cart),
  });
}
