import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSalesDay, type SalesDay, type SalesDraftUpdate } from '../../../shared/sales.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterSales } from './invalidate-after-sales';

/** PATCH /api/sales/:id (SalesDraftUpdate) → SalesDay: edits a draft, submitting it when `submit` is true. */
export async function updateSalesDraft({ id, body }: { id: string; body: SalesDraftUpdate }): Promise<SalesDay> {
  return ZSalesDay.parse(await apiFetch<unknown>(`/api/sales/${id}`, { method: 'PATCH', body }));
}

export function useUpdateSalesDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sales', 'update-draft'],
    mutationFn: updateSalesDraft,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterSales(queryClient),
  });
}
