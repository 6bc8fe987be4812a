import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterSales } from './invalidate-after-sales';

/** DELETE /api/sales/:id → { ok }: only a draft; submitted sales are corrected, never deleted. */
export async function deleteSalesDraft(id: string): Promise<void> {
  await apiFetch<unknown>(`/api/sales/${id}`, { method: 'DELETE' });
}

export function useDeleteSalesDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sales', 'delete'],
    mutationFn: deleteSalesDraft,
    onSuccess: () => invalidateAfterSales(queryClient),
  });
}
