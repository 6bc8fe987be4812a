import type { AuditActionStatus, AuditStatus } from '../../../shared/audits.contracts';

/**
 * The audits cache family (issue 37). Head office's writes (schedule, approve, a template's new version, an action
 * accepted or reopened) invalidate `all`; the auditor's answers patch `detail` in place (the page shows them from the
 * device until the server has them).
 */
export const auditKeys = {
  all: ['audits'] as const,
  /** The auditor's own list: due today (or before) and upcoming. */
  mine: ['audits', 'mine'] as const,
  list: (status: AuditStatus | null) => ['audits', 'list', { status }] as const,
  detail: (id: string) => ['audits', 'detail', id] as const,
  templates: ['audits', 'templates'] as const,
  template: (id: string) => ['audits', 'templates', id] as const,
  analytics: (passMark: number) => ['audits', 'analytics', passMark] as const,
  actions: (status: AuditActionStatus | null) => ['audits', 'actions', { status }] as const,
  /** The franchisee's side: their announced audits and reports, and their corrective actions. */
  franchisee: ['audits', 'franchisee'] as const,
  franchiseeActions: ['audits', 'franchisee', 'actions'] as const,
};
