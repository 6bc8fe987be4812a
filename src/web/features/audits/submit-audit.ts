import { ZAuditSummary, type AuditSummary } from '../../../shared/audits.contracts';
import { apiFetch } from '../../lib/api-client';
import { useAuditMutation } from './audit-mutation';

/**
 * POST /api/audits/:id/submit → the summary with the server's score, pass/fail and critical failures. 422 names
 * each question still missing an answer, a photo or a comment (details.fieldErrors by question id).
 */
export async function submitAudit(id: string): Promise<AuditSummary> {
  return ZAuditSummary.parse(await apiFetch<unknown>(`/api/audits/${encodeURIComponent(id)}/submit`, { method: 'POST' }));
}
export const useSubmitAudit = () => useAuditMutation('submit', submitAudit);
