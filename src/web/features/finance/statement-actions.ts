import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCalculateResult,
  ZRoyaltyStatementDetail,
  type AdjustmentInput,
  type CalculateResult,
  type RoyaltyStatementDetail,
  type StatementApprovalInput,
} from '../../../shared/finance.contracts';
import { apiFetch } from '../../lib/api-client';
import { AFTER_FINANCE_CHANGE } from '../../lib/query-keys/finance';

/**
 * Head office's statement actions (finance.manage), each one endpoint:
 * POST /api/finance/statements/calculate {month} → CalculateResult;
 * POST /api/finance/statements/:id/adjustments {amountCentavos, reason}; …/review {note};
 * …/approve {note, confirmedChargesCentavos, awaitingReviewReason} (the amount the approver saw; decision 016).
 * Each refreshes the whole financial area (figures, lists, the open statement).
 */
export async function calculateStatements(month: string): Promise<CalculateResult> {
  return ZCalculateResult.parse(await apiFetch<unknown>('/api/finance/statements/calculate', { method: 'POST', body: { month } }));
}
async function statementPost(id: string, action: 'adjustments' | 'review' | 'approve', body: object): Promise<RoyaltyStatementDetail> {
  return ZRoyaltyStatementDetail.parse(await apiFetch<unknown>(`/api/finance/statements/${id}/${action}`, { method: 'POST', body }));
}
export const addAdjustment = (id: string, input: AdjustmentInput) => statementPost(id, 'adjustments', input);
export const reviewStatement = (id: string) => statementPost(id, 'review', {});
export const approveStatement = (id: string, input: StatementApprovalInput) => statementPost(id, 'approve', input);

function useFinanceMutation<TIn, TOut>(key: string, fn: (input: TIn) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['finance', key],
    mutationFn: fn,
    // A repeated approval or adjustment after a lost answer would double it; the server refuses the second with 409.
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => Promise.all(AFTER_FINANCE_CHANGE.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useCalculateStatements = () => useFinanceMutation('calculate', calculateStatements);
export const useAddAdjustment = (id: string) => useFinanceMutation('adjust', (input: AdjustmentInput) => addAdjustment(id, input));
export const useReviewStatement = (id: string) => useFinanceMutation('review', () => reviewStatement(id));
export const useApproveStatement = (id: string) =>
  useFinanceMutation('approve', (input: StatementApprovalInput) => approveStatement(id, input));
