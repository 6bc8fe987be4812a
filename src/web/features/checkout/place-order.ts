import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrderDetail, type OrderDetail, type PlaceOrder } from '../../../shared/orders.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterOrderChange } from '../../lib/invalidate-after-order';
import { orderKeys } from '../../lib/query-keys/orders';

/**
 * POST /api/orders (PlaceOrder) with `Idempotency-Key` → OrderDetail (pending_approval). The key
 * travels with the variables, so TanStack's automatic retries resend the same key.
 * Errors: 422 empty/invalid cart (details.cart = fresh Cart) or missing fields (details.fieldErrors);
 * 409 stock ran out meanwhile (the message names the product; the cart is kept).
 */

export interface PlaceOrderVariables {
  body: PlaceOrder;
  idempotencyKey: string;
}

export async function placeOrder({ body, idempotencyKey }: PlaceOrderVariables): Promise<OrderDetail> {
  return ZOrderDetail.parse(
    await apiFetch<unknown>('/api/orders', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'place'],
    mutationFn: placeOrder,
    // Checkout shows the failure prominently itself.
    meta: { errorToast: false },
    onSuccess: (order) => {
      // The confirmation page renders from this at once.
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      // Not awaited: the caller navigates away first, so checkout never flashes its emptied cart.
      void invalidateAfterOrderChange(queryClient);
    },
  });
}
