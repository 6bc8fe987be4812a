import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWarehouseRow, type WarehouseRow } from '../../../shared/inventory.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterStockChange } from './invalidate-after-stock-change';

/**
 * PATCH /api/inventory/warehouse/:productId/levels {reorderLevel?, maxLevel? (null: none)}
 * (franchisor) → WarehouseRow. Setting the same levels twice is harmless, so the default retry stays.
 */

export interface StockLevelsInput {
  productId: string;
  reorderLevel: number;
  maxLevel: number | null;
}

export async function updateStockLevels({ productId, ...body }: StockLevelsInput): Promise<WarehouseRow> {
  const data = await apiFetch<unknown>(`/api/inventory/warehouse/${encodeURIComponent(productId)}/levels`, { method: 'PATCH', body });
  return ZWarehouseRow.parse(data);
}

export function useUpdateStockLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inventory', 'levels'],
    mutationFn: updateStockLevels,
    meta: { errorToast: false },
    // A new reorder level can make a product low (or no longer low): every view re-reads.
    onSuccess: () => invalidateAfterStockChange(queryClient),
  });
}
