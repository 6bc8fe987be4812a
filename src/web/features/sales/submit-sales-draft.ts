import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSalesDay, type SalesDay } from '../../../shared/sales.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterSales } from './invalidate-after-sales';

/** POST /api/sales/:id/submit → SalesDay: a draft goes to head office for review. */
export async function submitSalesDraft(id: string): Promise<SalesDay> {
  return ZSalesDay.parse(await apiFetch<unknown>(`/api/sales/${id}/submit`, { method: 'POST' }));
}

export function useSubmitSalesDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sales', 'submit'],
    mutationFn: submitSalesDraft,
    onSuccess: () => invalidateAfterSales(queryClient),
  });
}
