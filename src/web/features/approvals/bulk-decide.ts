import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBulkResult, type DecisionResult } from '../../../shared/operations.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterDecision } from './invalidate-after-decision';

/**
 * POST /api/approvals/bulk {orderIds, decision, comment?, reason?} → {results: DecisionResult[]}: each
 * order is decided on its own, so one refusal (own order, already decided) doesn't stop the others.
 */

export type BulkDecision =
  { orderIds: string[]; decision: 'approve'; comment?: string } | { orderIds: string[]; decision: 'reject'; reason: string };

export async function bulkDecide(input: BulkDecision): Promise<DecisionResult[]> {
  const body =
    input.decision === 'approve'
      ? { orderIds: input.orderIds, decision: 'approve', ...(input.comment?.trim() ? { comment: input.comment.trim() } : {}) }
      : { orderIds: input.orderIds, decision: 'reject', reason: input.reason.trim() };
  return ZBulkResult.parse(await apiFetch<unknown>('/api/approvals/bulk', { method: 'POST', body })).results;
}

export function useBulkDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['approvals', 'bulk'],
    mutationFn: bulkDecide,
    // Part of a batch may have been decided before a lost answer; repeating it would report those as refused.
    retry: false,
    meta: { errorToast: false },
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}
