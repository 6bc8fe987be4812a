import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrderDetail, type OrderDetail } from '../../../shared/orders.contracts';
import { apiFetch } from '../../lib/api-client';
import { orderKeys } from '../../lib/query-keys/orders';
import { invalidateAfterShippingChange } from './invalidate-after-shipping';

/**
 * POST /api/orders/:orderId/head-office-cancel {reason} (franchisor) → OrderDetail. Approved or
 * processing orders only (else 409); the reserved stock is released and the franchisee notified.
 */

export async function headOfficeCancel({ orderId, reason }: { orderId: string; reason: string }): Promise<OrderDetail> {
  return ZOrderDetail.parse(
    await apiFetch<unknown>(`/api/orders/${encodeURIComponent(orderId)}/head-office-cancel`, { method: 'POST', body: { reason } }),
  );
}

export function useHeadOfficeCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'head-office-cancel'],
    mutationFn: headOfficeCancel,
    retry: false,
    // The dialog shows the failure next to the reason.
    meta: { errorToast: false },
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(order.id), order),
    // Stock was released (or someone else changed the order): the board, lists and inventory are stale.
    onSettled: () => invalidateAfterShippingChange(queryClient),
  });
}
