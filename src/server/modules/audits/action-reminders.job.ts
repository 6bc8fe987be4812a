import type { JobDefinition } from '../../lib/jobs';
import type { AuditsService } from './audits.service';

export const AUDIT_ACTIONS_JOB = 'audits.action-reminders';

/**
 * Hourly: reminds franchisees of corrective actions due by tomorrow and escalates overdue ones to head office,
 * each once (the action row is stamped in the same statement that selects it; decision 006 runs each slot once).
 */
export function auditActionsJob(deps: { audits: AuditsService }): JobDefinition {
  return {
    name: AUDIT_ACTIONS_JOB,
    schedule: { everyMs: 60 * 60 * 1000 },
    handler: ({ now }) => deps.audits.remindAndEscalate(now),
  };
}
