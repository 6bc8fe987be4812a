import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrderDetail, type OrderDetail } from '../../../shared/orders.contracts';
import { apiFetch } from '../../lib/api-client';
import { orderKeys } from '../../lib/query-keys/orders';
import { invalidateAfterShippingChange } from './invalidate-after-shipping';

/**
 * POST /api/shipping/:orderId/deliver → OrderDetail. Only from shipped (else 409). The delivered
 * units are added to the location's stock, so inventory is refreshed too.
 */

export async function markDelivered(orderId: string): Promise<OrderDetail> {
  return ZOrderDetail.parse(await apiFetch<unknown>(`/api/shipping/${encodeURIComponent(orderId)}/deliver`, { method: 'POST' }));
}

export function useMarkDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shipping', 'deliver'],
    mutationFn: markDelivered,
    // Delivering twice is refused anyway; a retry would only turn success into a confusing 409.
    retry: false,
    meta: { errorToast: false },
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(order.id), order),
    onSettled: () => invalidateAfterShippingChange(queryClient),
  });
}
