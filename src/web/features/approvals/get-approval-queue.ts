import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZApprovalQueue, type ApprovalQueue } from '../../../shared/operations.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { approvalQueueQuery, type ApprovalFilters } from '../../lib/filters/approval-filters';
import { approvalKeys } from '../../lib/query-keys/approvals';
import { getParsed } from '../../lib/queries/define-query';

/**
 * GET /api/approvals?brandId&locationId&minAmount&maxAmount&needsMyApproval&limit&offset (franchisor) →
 * ApprovalQueue {items (one page, oldest first), total, twoApproverThresholdCentavos}. The page is part of
 * the filters, so each page has its own cache entry under `approvalKeys.all`. Each item carries its lines'
 * stock, the location's spend this month, overdue invoices and why I may not approve it (if so).
 */

export async function getApprovalQueue(filters: ApprovalFilters, signal?: AbortSignal): Promise<ApprovalQueue> {
  const search = new URLSearchParams(Object.entries(approvalQueueQuery(filters)).map(([k, v]) => [k, String(v)]));
  const qs = search.toString();
  return getParsed(ZApprovalQueue, qs ? `/api/approvals?${qs}` : '/api/approvals', signal);
}

/** A page of the queue that knows which page it is: while the next page loads, the previous one stays on screen and must still describe itself. */
export type ApprovalQueuePage = ApprovalQueue & { page: number };

export function approvalQueueQueryOptions(filters: ApprovalFilters) {
  return queryOptions({
    // New orders arrive and a second approver may act at any time: keep the queue live.
    ...CACHE_PROFILES.realTime,
    refetchOnWindowFocus: true,
    queryKey: approvalKeys.queue(filters),
    queryFn: async ({ signal }): Promise<ApprovalQueuePage> => ({ ...(await getApprovalQueue(filters, signal)), page: filters.page }),
  });
}

export function useApprovalQueue(filters: ApprovalFilters) {
  return useQuery({ ...approvalQueueQueryOptions(filters), placeholderData: keepPreviousData });
}
