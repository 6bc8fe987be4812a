import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWarehouseRow, type WarehouseRow } from '../../../shared/inventory.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterStockChange } from './invalidate-after-stock-change';

/**
 * POST /api/inventory/adjustments {productId, delta (signed, non-zero), kind, reason} (franchisor)
 * → WarehouseRow. 422 with a message when on hand would fall below zero or below what is reserved.
 */

export interface AdjustmentInput {
  productId: string;
  delta: number;
  kind: 'adjustment' | 'waste';
  reason: string;
}

export async function recordAdjustment(body: AdjustmentInput): Promise<WarehouseRow> {
  return ZWarehouseRow.parse(await apiFetch<unknown>('/api/inventory/adjustments', { method: 'POST', body }));
}

export function useRecordAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inventory', 'adjustment'],
    mutationFn: recordAdjustment,
    // Not idempotent: a retry would apply the change twice.
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterStockChange(queryClient),
  });
}
