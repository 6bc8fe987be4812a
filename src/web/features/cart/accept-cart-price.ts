import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCart, type Cart } from '../../../shared/cart.contracts';
import { apiFetch } from '../../lib/api-client';
import { writeCart } from '../../lib/write-cart';

/**
 * POST /api/cart/lines/:id/accept-price → Cart. Acknowledges a PRICE_CHANGED line: the line then
 * carries the current price and no longer blocks checkout.
 */

export async function acceptCartPrice(lineId: string): Promise<Cart> {
  return ZCart.parse(await apiFetch<unknown>(`/api/cart/lines/${encodeURIComponent(lineId)}/accept-price`, { method: 'POST' }));
}

export function useAcceptCartPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cart', 'accept-price'],
    mutationFn: acceptCartPrice,
    onSuccess: (cart) => writeCart(queryClient, cart),
  });
}
