import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ship } from '../../../shared/operations.contracts';
import { ZOrderDetail, type OrderDetail } from '../../../shared/orders.contracts';
import { apiFetch, isApiError } from '../../lib/api-client';
import { orderKeys } from '../../lib/query-keys/orders';
import { invalidateAfterShippingChange } from './invalidate-after-shipping';

/**
 * POST /api/shipping/:orderId/ship {carrier, trackingNumber, shippingMethod, estimatedDelivery} →
 * OrderDetail. 409 when the order is not processing, or when that carrier's tracking number is
 * already used by another order (the message says which).
 */

export async function shipOrder({ orderId, shipment }: { orderId: string; shipment: Ship }): Promise<OrderDetail> {
  return ZOrderDetail.parse(
    await apiFetch<unknown>(`/api/shipping/${encodeURIComponent(orderId)}/ship`, { method: 'POST', body: shipment }),
  );
}

export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shipping', 'ship'],
    mutationFn: shipOrder,
    retry: false,
    // The dialog shows field errors and the tracking-number conflict next to the form.
    meta: { errorToast: false },
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return invalidateAfterShippingChange(queryClient);
    },
    onError: (error) => {
      // A conflict may mean someone else moved the order: re-read the board behind the dialog.
      if (isApiError(error) && error.status === 409) void invalidateAfterShippingChange(queryClient);
    },
  });
}
