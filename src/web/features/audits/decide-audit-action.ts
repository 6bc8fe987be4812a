import { ZAuditAction, type AuditAction } from '../../../shared/audits.contracts';
import { apiFetch } from '../../lib/api-client';
import { useAuditMutation } from './audit-mutation';

/** POST /api/audits/actions/:id/accept | /reopen → the action, closed or open again (409 unless it was answered). */
export async function decideAuditAction({ id, decision }: { id: string; decision: 'accept' | 'reopen' }): Promise<AuditAction> {
  return ZAuditAction.parse(await apiFetch<unknown>(`/api/audits/actions/${encodeURIComponent(id)}/${decision}`, { method: 'POST' }));
}
export const useDecideAuditAction = () => useAuditMutation('decide-action', decideAuditAction);
