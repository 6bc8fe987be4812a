import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSalesDay, type SalesCorrection, type SalesDay } from '../../../shared/sales.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterSales } from './invalidate-after-sales';

/** POST /api/sales/:id/correct (SalesCorrection) → SalesDay, now `corrected`; the old figures go to its history. */
export async function correctSalesDay({ id, body }: { id: string; body: SalesCorrection }): Promise<SalesDay> {
  return ZSalesDay.parse(await apiFetch<unknown>(`/api/sales/${id}/correct`, { method: 'POST', body }));
}

export function useCorrectSalesDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sales', 'correct'],
    mutationFn: correctSalesDay,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterSales(queryClient),
  });
}
