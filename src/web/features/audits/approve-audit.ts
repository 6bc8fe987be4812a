import { ZAuditSummary, type AuditSummary } from '../../../shared/audits.contracts';
import { apiFetch } from '../../lib/api-client';
import { useAuditMutation } from './audit-mutation';

/** POST /api/audits/:id/approve (head office) → the summary: corrective actions made, the PDF report rendered, the franchisee told. */
export async function approveAudit(id: string): Promise<AuditSummary> {
  return ZAuditSummary.parse(await apiFetch<unknown>(`/api/audits/${encodeURIComponent(id)}/approve`, { method: 'POST' }));
}
export const useApproveAudit = () => useAuditMutation('approve', approveAudit);
