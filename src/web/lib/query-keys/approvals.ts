import type { ApprovalFilters } from '../filters/approval-filters';

/** The approval queue cache family; every decision invalidates `approvalKeys.all`. */
export const approvalKeys = {
  all: ['approvals'] as const,
  queue: (filters: ApprovalFilters) => ['approvals', 'queue', filters] as const,
  /** Active franchisor accounts vs the two the rule needs; IAM user changes invalidate it too. */
  capacity: ['approvals', 'capacity'] as const,
};
