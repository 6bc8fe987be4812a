import { useQueryClient } from '@tanstack/react-query';
import { ZAuditDetail, type AuditDetail } from '../../../shared/audits.contracts';
import { apiFetch } from '../../lib/api-client';
import { auditKeys } from '../../lib/query-keys/audits';
import { useAuditMutation } from './audit-mutation';

/** POST /api/audits/:id/start (its auditor) → the detail, now in progress with the template version pinned. */
export async function startAudit(id: string): Promise<AuditDetail> {
  return ZAuditDetail.parse(await apiFetch<unknown>(`/api/audits/${encodeURIComponent(id)}/start`, { method: 'POST' }));
}

export function useStartAudit() {
  const queryClient = useQueryClient();
  return useAuditMutation('start', startAudit, (detail) => queryClient.setQueryData(auditKeys.detail(detail.audit.id), detail));
}
