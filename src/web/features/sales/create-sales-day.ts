import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSalesDay, type SalesDay, type SalesEntryInput } from '../../../shared/sales.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterSales } from './invalidate-after-sales';

/** POST /api/sales (SalesEntryInput) → SalesDay: a manual entry, as a draft or submitted. */
export async function createSalesDay(body: SalesEntryInput): Promise<SalesDay> {
  return ZSalesDay.parse(await apiFetch<unknown>('/api/sales', { method: 'POST', body }));
}

export function useCreateSalesDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sales', 'create'],
    mutationFn: createSalesDay,
    // A re-sent entry after a lost answer would meet its own 409.
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterSales(queryClient),
  });
}
