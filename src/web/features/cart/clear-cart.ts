import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCart, type Cart } from '../../../shared/cart.contracts';
import { apiFetch } from '../../lib/api-client';
import { writeCart } from '../../lib/write-cart';

/** DELETE /api/cart → the now empty Cart. */

export async function clearCart(): Promise<Cart> {
  return ZCart.parse(await apiFetch<unknown>('/api/cart', { method: 'DELETE' }));
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cart', 'clear'],
    mutationFn: clearCart,
    onSuccess: (cart) => writeCart(queryClient, cart),
  });
}
