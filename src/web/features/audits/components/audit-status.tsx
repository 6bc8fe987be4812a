import type { AuditActionStatus, AuditSeverity, AuditStatus } from '../../../../shared/audits.contracts';
import { PILL_TONES, StatusPill } from '../../../components/ui/status-pill';
import { AUDIT_STATUS_LABELS, percentText } from '../audit-answers';

const STATUS_TONES: Record<AuditStatus, string> = {
  scheduled: PILL_TONES.info,
  in_progress: PILL_TONES.warn,
  submitted: PILL_TONES.neutral,
  approved: PILL_TONES.good,
  cancelled: PILL_TONES.neutral,
};

export function AuditStatusPill({ status }: { status: AuditStatus }) {
  return <StatusPill label={AUDIT_STATUS_LABELS[status]} tone={STATUS_TONES[status]} status={status} />;
}

/** "86.5% · Passed" / "72% · Failed (1 critical)"; nothing before the server has scored it. */
export function ScorePill({
  scorePercent,
  passed,
  criticalFailures,
}: {
  scorePercent: number | null;
  passed: boolean | null;
  criticalFailures?: number | null;
}) {
  if (scorePercent === null || passed === null) return null;
  const critical = criticalFailures ? ` (${criticalFailures} critical)` : '';
  return (
    <StatusPill
      kind="Score"
      label={`${percentText(scorePercent)} · ${passed ? 'Passed' : `Failed${critical}`}`}
      tone={passed ? PILL_TONES.good : PILL_TONES.bad}
      status={passed ? 'passed' : 'failed'}
    />
  );
}

export const ACTION_STATUS_LABELS: Record<AuditActionStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };
const ACTION_TONES: Record<AuditActionStatus, string> = { open: PILL_TONES.warn, answered: PILL_TONES.info, closed: PILL_TONES.good };

export function ActionStatusPill({ status }: { status: AuditActionStatus }) {
  return <StatusPill label={ACTION_STATUS_LABELS[status]} tone={ACTION_TONES[status]} status={status} />;
}

export const SEVERITY_LABELS: Record<AuditSeverity, string> = { critical: 'Critical', major: 'Major', minor: 'Minor' };
const SEVERITY_TONES: Record<AuditSeverity, string> = { critical: PILL_TONES.bad, major: PILL_TONES.warn, minor: PILL_TONES.neutral };

export function SeverityPill({ severity }: { severity: AuditSeverity }) {
  return <StatusPill kind="Severity" label={SEVERITY_LABELS[severity]} tone={SEVERITY_TONES[severity]} status={severity} />;
}
