import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWarehouseRow, type WarehouseRow } from '../../../shared/inventory.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterStockChange } from './invalidate-after-stock-change';

/** POST /api/inventory/receipts {productId, quantity, reason?} (franchisor) → WarehouseRow. */

export interface ReceiptInput {
  productId: string;
  quantity: number;
  reason?: string;
}

export async function recordReceipt(body: ReceiptInput): Promise<WarehouseRow> {
  return ZWarehouseRow.parse(await apiFetch<unknown>('/api/inventory/receipts', { method: 'POST', body }));
}

export function useRecordReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inventory', 'receipt'],
    mutationFn: recordReceipt,
    // A retried receipt after a lost answer would book the units twice.
    retry: false,
    // The dialog shows the failure next to its fields.
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterStockChange(queryClient),
  });
}
