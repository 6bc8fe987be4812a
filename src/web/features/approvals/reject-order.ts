import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDecisionResult, type DecisionResult } from '../../../shared/operations.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterDecision } from './invalidate-after-decision';

/**
 * POST /api/approvals/:orderId/reject {reason} (required) → DecisionResult. The franchisee is notified
 * with the reason (high priority) and the reserved stock is released.
 */

export async function rejectOrder({ orderId, reason }: { orderId: string; reason: string }): Promise<DecisionResult> {
  return ZDecisionResult.parse(
    await apiFetch<unknown>(`/api/approvals/${encodeURIComponent(orderId)}/reject`, { method: 'POST', body: { reason: reason.trim() } }),
  );
}

export function useRejectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['approvals', 'reject'],
    mutationFn: rejectOrder,
    retry: false,
    meta: { errorToast: false },
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}
