import type { ApprovalFilters } from './approval-filters';

/** The approval queue cache family; every decision invalidates `approvalKeys.all`. */
export const approvalKeys = {
  all: ['approvals'] as const,
  queue: (filters: ApprovalFilters) => ['approvals', 'queue', filters] as const,
};
