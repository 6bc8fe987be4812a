import type { AuditDetail } from '../../../../shared/audits.contracts';
import { questionsOf } from '../../../../shared/audit-scoring';
import { formatDateTime } from '../../../../shared/time';
import { SectionCard } from '../../../components/section-card';
import { percentText } from '../audit-answers';

/** What the server scored on submit (never the device's own sum): the weighted score, pass or fail, what failed. */
export function AuditResult({ detail }: { detail: AuditDetail }) {
  const a = detail.audit;
  if (a.scorePercent === null || a.passed === null) return null;
  const prompts = new Map(questionsOf(detail.version.sections).map((q) => [q.id, q.prompt]));
  return (
    <SectionCard title="Result" contentClassName="grid gap-3">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1" data-testid="audit-result">
        <p className="text-3xl font-semibold tabular-nums" data-testid="audit-score">
          {percentText(a.scorePercent)}
        </p>
        <p className={a.passed ? 'text-lg font-semibold text-green-700 dark:text-green-400' : 'text-lg font-semibold text-destructive'}>
          {a.passed ? 'Passed' : 'Failed'}
        </p>
        <p className="text-sm text-muted-foreground">
          Pass mark {detail.version.passMarkPercent}% · {a.criticalFailures ?? 0} critical failure{a.criticalFailures === 1 ? '' : 's'}
        </p>
      </div>
      {detail.failures.length > 0 ? (
        <div>
          <h3 className="mb-1 text-sm font-medium">Failed questions</h3>
          <ul className="grid gap-1 text-sm" aria-label="Failed questions">
            {detail.failures.map((f) => (
              <li key={f.questionId}>
                {f.critical ? <span className="font-semibold text-destructive">Critical: </span> : null}
                {prompts.get(f.questionId) ?? f.questionId}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {a.approvedAt
          ? `Approved ${formatDateTime(a.approvedAt)}.`
          : a.submittedAt
            ? `Submitted ${formatDateTime(a.submittedAt)}; head office reviews it next. The audit can no longer be changed.`
            : null}
      </p>
    </SectionCard>
  );
}
