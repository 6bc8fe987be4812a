import { ZAuditorList, type AuditSummary } from '../../../shared/audits.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { defineQuery, getParsed } from '../../lib/queries/define-query';
import { auditKeys } from '../../lib/query-keys/audits';

/** GET /api/audits/mine → { today, upcoming }: the signed-in auditor's open audits, due today (or overdue) and later. */
export function getAuditorAudits(signal?: AbortSignal): Promise<{ today: AuditSummary[]; upcoming: AuditSummary[] }> {
  return getParsed(ZAuditorList, '/api/audits/mine', signal);
}

const auditorAudits = defineQuery({
  cache: CACHE_PROFILES.dashboard,
  queryKey: auditKeys.mine,
  fetch: getAuditorAudits,
  meta: { errorToast: false },
});
export const auditorAuditsQueryOptions = auditorAudits.options;
export const useAuditorAudits = auditorAudits.useData;
