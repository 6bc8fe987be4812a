import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBulkResult, type DecisionResult } from '../../../shared/operations.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterShippingChange } from './invalidate-after-shipping';
import type { BulkStep } from '../../lib/shipping-actions';

/**
 * POST /api/shipping/bulk {orderIds, to: 'processing'|'delivered'} → {results: DecisionResult[]}, one
 * per order, each ok or with the reason it was refused. There is no bulk shipping: every shipment
 * needs its own tracking number.
 */

export async function bulkShippingStatus({ orderIds, to }: { orderIds: string[]; to: BulkStep }): Promise<DecisionResult[]> {
  return ZBulkResult.parse(await apiFetch<unknown>('/api/shipping/bulk', { method: 'POST', body: { orderIds, to } })).results;
}

export function useBulkShippingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shipping', 'bulk'],
    mutationFn: bulkShippingStatus,
    // Part of a batch may have gone through before a lost answer; a blind retry would report those as refused.
    retry: false,
    onSettled: () => invalidateAfterShippingChange(queryClient),
  });
}
