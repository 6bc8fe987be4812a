import type { CheckResult } from '../../../../shared/diagnostics.contracts';
import { RunStatusBadge } from './run-status-badge';
import { formatMs } from './run-summary';

/**
 * A run's checks: result in words, name, time and the sentence that explains it; the evidence (request and response
 * as the check saw them) folds open underneath. Long evidence wraps, so a phone never scrolls sideways.
 */
export function CheckList({ checks, label }: { checks: readonly CheckResult[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-border rounded-lg border border-border">
      {checks.map((check, i) => (
        <li key={`${i}:${check.name}`} className="grid gap-1 p-3" data-testid="check" data-status={check.status}>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <RunStatusBadge status={check.status} />
            <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">{check.name}</span>
            <span className="text-xs tabular-nums text-muted-foreground">{formatMs(check.durationMs)}</span>
          </div>
          {check.detail ? <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{check.detail}</p> : null}
          {check.evidence ? (
            <details className="text-sm">
              <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">Evidence</summary>
              <dl className="mt-2 grid gap-2 rounded-md bg-muted p-3 font-mono text-xs">
                <div>
                  <dt className="font-semibold">Request</dt>
                  <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{check.evidence.request}</dd>
                </div>
                <div>
                  <dt className="font-semibold">Response</dt>
                  <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{check.evidence.response}</dd>
                </div>
              </dl>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
