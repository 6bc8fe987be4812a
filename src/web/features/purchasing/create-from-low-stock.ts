import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreatedPurchaseOrders } from '../../../shared/purchasing.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterPurchaseChange } from './invalidate-after-purchase-change';

/** POST /api/purchase-orders/from-low-stock {supplierIds?} (franchisor) → {items}: one draft per chosen supplier. */

export async function createFromLowStock(supplierIds: string[]) {
  return ZCreatedPurchaseOrders.parse(
    await apiFetch<unknown>('/api/purchase-orders/from-low-stock', { method: 'POST', body: { supplierIds } }),
  );
}

export function useCreateFromLowStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['purchasing', 'from-low-stock'],
    mutationFn: createFromLowStock,
    // Twice would make two sets of drafts.
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterPurchaseChange(queryClient),
  });
}
