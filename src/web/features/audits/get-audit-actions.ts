import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAuditActionList, type AuditAction, type AuditActionStatus } from '../../../shared/audits.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { auditKeys } from '../../lib/query-keys/audits';

/** GET /api/audits/actions?status= → { items }: every store's corrective actions, earliest due first (auditors, head office). */
export async function getAuditActions(status: AuditActionStatus | null, signal?: AbortSignal): Promise<AuditAction[]> {
  return (await getParsed(ZAuditActionList, `/api/audits/actions${status ? `?status=${status}` : ''}`, signal)).items;
}

export function auditActionsQueryOptions(status: AuditActionStatus | null) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: auditKeys.actions(status),
    queryFn: ({ signal }) => getAuditActions(status, signal),
    meta: { errorToast: false },
  });
}
export const useAuditActions = (status: AuditActionStatus | null) => useQuery(auditActionsQueryOptions(status));
