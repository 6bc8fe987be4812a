import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCart, type Cart } from '../../../shared/cart.contracts';
import { apiFetch } from '../../lib/api-client';
import { writeCart } from '../../lib/write-cart';

/** PATCH /api/cart/lines/:id {quantity} → Cart (422 with a message when out of the limits). */

export async function updateCartLine({ lineId, quantity }: { lineId: string; quantity: number }): Promise<Cart> {
  const data = await apiFetch<unknown>(`/api/cart/lines/${encodeURIComponent(lineId)}`, { method: 'PATCH', body: { quantity } });
  return ZCart.parse(data);
}

export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cart', 'update-line'],
    mutationFn: updateCartLine,
    // The stepper toasts the server's message and goes back to the saved quantity.
    meta: { errorToast: false },
    onSuccess: (cart) => writeCart(queryClient, cart),
  });
}
