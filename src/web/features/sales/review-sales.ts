import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSalesReviewResult, type SalesReviewInput, type SalesReviewResult } from '../../../shared/sales.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterSales } from './invalidate-after-sales';

/** POST /api/sales/review ({ids, decision, reason}) → per-day results; only submitted or corrected days change. */
export async function reviewSales(body: SalesReviewInput): Promise<SalesReviewResult> {
  return ZSalesReviewResult.parse(await apiFetch<unknown>('/api/sales/review', { method: 'POST', body }));
}

export function useReviewSales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sales', 'review'],
    mutationFn: reviewSales,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterSales(queryClient),
  });
}
