import { ZAuditActionList, type AuditAction } from '../../../shared/audits.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { defineQuery, getParsed } from '../../lib/queries/define-query';
import { auditKeys } from '../../lib/query-keys/audits';

/** GET /api/my-audits/actions → the franchisee's own stores' corrective actions, earliest due first. */
export async function getFranchiseeActions(signal?: AbortSignal): Promise<AuditAction[]> {
  return (await getParsed(ZAuditActionList, '/api/my-audits/actions', signal)).items;
}

const franchiseeActions = defineQuery({
  cache: CACHE_PROFILES.dashboard,
  queryKey: auditKeys.franchiseeActions,
  fetch: getFranchiseeActions,
  meta: { errorToast: false },
});
export const franchiseeActionsQueryOptions = franchiseeActions.options;
export const useFranchiseeActions = franchiseeActions.useData;
