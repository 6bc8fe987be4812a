import { ZApprovalCapacity, type ApprovalCapacity } from '../../../shared/operations.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { approvalKeys } from '../../lib/query-keys/approvals';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/**
 * GET /api/approvals/capacity (franchisor, admin) → {twoApproverThresholdCentavos, activeApprovers,
 * approversNeeded: 2}: whether orders above the threshold can get their two approvals. The threshold is
 * the server's setting (TWO_APPROVER_THRESHOLD_PESOS), never a literal in the page.
 */

export async function getApprovalCapacity(signal?: AbortSignal): Promise<ApprovalCapacity> {
  return getParsed(ZApprovalCapacity, '/api/approvals/capacity', signal);
}

const approvalCapacity = defineQuery({ cache: CACHE_PROFILES.user, queryKey: approvalKeys.capacity, fetch: getApprovalCapacity });
export const approvalCapacityQueryOptions = approvalCapacity.options;

export const useApprovalCapacity = approvalCapacity.useData;
