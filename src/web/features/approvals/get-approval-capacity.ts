import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZApprovalCapacity, type ApprovalCapacity } from '../../../shared/operations.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { approvalKeys } from '../../lib/query-keys/approvals';

/**
 * GET /api/approvals/capacity (franchisor, admin) → {twoApproverThresholdCentavos, activeApprovers,
 * approversNeeded: 2}: whether orders above the threshold can get their two approvals. The threshold is
 * the server's setting (TWO_APPROVER_THRESHOLD_PESOS), never a literal in the page.
 */

export async function getApprovalCapacity(signal?: AbortSignal): Promise<ApprovalCapacity> {
  return ZApprovalCapacity.parse(await apiFetch<unknown>('/api/approvals/capacity', { signal }));
}

export function approvalCapacityQueryOptions() {
  return queryOptions({ ...CACHE_PROFILES.user, queryKey: approvalKeys.capacity, queryFn: ({ signal }) => getApprovalCapacity(signal) });
}

export function useApprovalCapacity(enabled = true) {
  return useQuery({ ...approvalCapacityQueryOptions(), enabled });
}
