import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAuditList, type AuditStatus, type AuditSummary } from '../../../shared/audits.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { auditKeys } from '../../lib/query-keys/audits';

/** GET /api/audits?status= → { items } (head office: every audit, latest date first, at most 200). */
export async function getAudits(status: AuditStatus | null, signal?: AbortSignal): Promise<AuditSummary[]> {
  const query = status ? `?status=${status}` : '';
  return (await getParsed(ZAuditList, `/api/audits${query}`, signal)).items;
}

export function auditsQueryOptions(status: AuditStatus | null) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: auditKeys.list(status),
    queryFn: ({ signal }) => getAudits(status, signal),
    meta: { errorToast: false },
  });
}

export const useAudits = (status: AuditStatus | null, enabled = true) => useQuery({ ...auditsQueryOptions(status), enabled });
