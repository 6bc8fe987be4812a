import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrderDetail, type OrderDetail } from '../../../shared/orders.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterOrderChange } from '../../lib/invalidate-after-order';
import { orderKeys } from '../../lib/query-keys/orders';

/** POST /api/orders/:id/cancel {reason} → OrderDetail. Only while pending approval (else 409). */

export async function cancelOrder({ id, reason }: { id: string; reason: string }): Promise<OrderDetail> {
  return ZOrderDetail.parse(await apiFetch<unknown>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: { reason } }));
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'cancel'],
    mutationFn: cancelOrder,
    // The dialog shows the failure next to the reason.
    meta: { errorToast: false },
    onSuccess: async (order) => {
      // Show the cancelled order at once; the refetch below then confirms it.
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      await invalidateAfterOrderChange(queryClient);
    },
  });
}
