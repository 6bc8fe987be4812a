import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDecisionResult, type DecisionResult } from '../../../shared/operations.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterDecision } from './invalidate-after-decision';

/**
 * POST /api/approvals/:orderId/approve {comment?} → DecisionResult. Above the two-approver threshold
 * the first approval leaves the order pending with approvalsRemaining 1. 409 when it is my own order,
 * I already approved it, or it was decided meanwhile (details.reason says which).
 */

export async function approveOrder({ orderId, comment }: { orderId: string; comment?: string }): Promise<DecisionResult> {
  const body = comment?.trim() ? { comment: comment.trim() } : {};
  return ZDecisionResult.parse(await apiFetch<unknown>(`/api/approvals/${encodeURIComponent(orderId)}/approve`, { method: 'POST', body }));
}

export function useApproveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['approvals', 'approve'],
    mutationFn: approveOrder,
    // A retry after a lost answer would be refused as "already approved": never repeat a decision.
    retry: false,
    // The dialog shows the refusal (message and reason) itself.
    meta: { errorToast: false },
    // Success or conflict, the queue is out of date: re-read it so the card shows the truth.
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}
