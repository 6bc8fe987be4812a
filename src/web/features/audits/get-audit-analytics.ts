import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAuditAnalytics, type AuditAnalytics } from '../../../shared/audits.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { auditKeys } from '../../lib/query-keys/audits';

/** GET /api/audits/analytics?passMark= (head office) → scores by month/brand/region, by location, most-failed questions this quarter, stores below the mark. */
export function getAuditAnalytics(passMark: number, signal?: AbortSignal): Promise<AuditAnalytics> {
  return getParsed(ZAuditAnalytics, `/api/audits/analytics?passMark=${passMark}`, signal);
}

export function auditAnalyticsQueryOptions(passMark: number) {
  return queryOptions({
    ...CACHE_PROFILES.analytics,
    queryKey: auditKeys.analytics(passMark),
    queryFn: ({ signal }) => getAuditAnalytics(passMark, signal),
    meta: { errorToast: false },
  });
}
export const useAuditAnalytics = (passMark: number) => useQuery(auditAnalyticsQueryOptions(passMark));
