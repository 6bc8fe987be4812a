import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrderDetail, type OrderDetail } from '../../../shared/orders.contracts';
import { apiFetch } from '../../lib/api-client';
import { orderKeys } from '../../lib/query-keys/orders';
import { invalidateAfterShippingChange } from './invalidate-after-shipping';

/** POST /api/shipping/:orderId/processing → OrderDetail. Only from approved (else 409). */

export async function markProcessing(orderId: string): Promise<OrderDetail> {
  return ZOrderDetail.parse(await apiFetch<unknown>(`/api/shipping/${encodeURIComponent(orderId)}/processing`, { method: 'POST' }));
}

export function useMarkProcessing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shipping', 'processing'],
    mutationFn: markProcessing,
    // A second try after a lost answer would only come back 409: let the person see the board instead.
    retry: false,
    // The row shows the failure (message and reason) itself.
    meta: { errorToast: false },
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(order.id), order),
    // Success or conflict, the board is out of date either way.
    onSettled: () => invalidateAfterShippingChange(queryClient),
  });
}
