import { ZAuditSummary, type AuditSummary, type ScheduleInput } from '../../../shared/audits.contracts';
import { apiFetch } from '../../lib/api-client';
import { useAuditMutation } from './audit-mutation';

/** POST /api/audits (head office) → 201 the scheduled audit (422 when the template is another brand's or the auditor may not audit). */
export async function scheduleAudit(input: ScheduleInput): Promise<AuditSummary> {
  return ZAuditSummary.parse(await apiFetch<unknown>('/api/audits', { method: 'POST', body: input }));
}
export const useScheduleAudit = () => useAuditMutation('schedule', scheduleAudit);
