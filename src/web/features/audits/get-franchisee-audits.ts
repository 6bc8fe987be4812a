import { ZFranchiseeAudits, type AuditSummary } from '../../../shared/audits.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { defineQuery, getParsed } from '../../lib/queries/define-query';
import { auditKeys } from '../../lib/query-keys/audits';

/** GET /api/my-audits → { upcoming, reports }: the franchisee's announced audits to come and approved reports (RLS hides unannounced ones). */
export function getFranchiseeAudits(signal?: AbortSignal): Promise<{ upcoming: AuditSummary[]; reports: AuditSummary[] }> {
  return getParsed(ZFranchiseeAudits, '/api/my-audits', signal);
}

const franchiseeAudits = defineQuery({
  cache: CACHE_PROFILES.dashboard,
  queryKey: auditKeys.franchisee,
  fetch: getFranchiseeAudits,
  meta: { errorToast: false },
});
export const franchiseeAuditsQueryOptions = franchiseeAudits.options;
export const useFranchiseeAudits = franchiseeAudits.useData;

/** An own store's approved report (PDF) and photos, streamed after the server's row-level check. */
export const franchiseeReportUrl = (auditId: string) => `/api/my-audits/${encodeURIComponent(auditId)}/report`;
export const franchiseePhotoUrl = (photoId: string) => `/api/my-audits/photos/${encodeURIComponent(photoId)}`;
