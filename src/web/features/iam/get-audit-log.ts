import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAuditList } from '../../../shared/iam.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { auditQuery, type AuditFilters } from '../../lib/filters/iam-filters';
import { iamKeys } from '../../lib/query-keys/iam';
import { getParsed } from '../../lib/queries/define-query';

/**
 * GET /api/iam/audit?search&action&actorId&targetId&from&to&limit&offset → AuditList {items, total},
 * newest first. The same query on /api/iam/audit.csv downloads the whole filtered log.
 */

export async function getAuditLog(filters: AuditFilters, signal?: AbortSignal) {
  return getParsed(ZAuditList, `/api/iam/audit?${auditQuery(filters).toString()}`, signal);
}

export function auditLogQueryOptions(filters: AuditFilters) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: iamKeys.audit(filters),
    queryFn: ({ signal }) => getAuditLog(filters, signal),
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useQuery({ ...auditLogQueryOptions(filters), placeholderData: keepPreviousData });
}
