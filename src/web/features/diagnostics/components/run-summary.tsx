import type { Role } from '../../../../shared/roles';
import { ROLE_LABELS } from '../../../../shared/roles';
import { formatDateTime } from '../../../../shared/time';

export interface RunCounts {
  passed: number;
  failed: number;
  skipped: number;
  durationMs: number;
  runAt: string;
  role: Role | null;
}

export const formatMs = (ms: number) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms).toLocaleString('en-PH')} ms`;

/** "12 passed, 0 failed, 2 skipped in 340 ms", then when and as whom. */
export function RunSummary({ run, testId }: { run: RunCounts; testId?: string }) {
  return (
    <p className="text-sm" data-testid={testId}>
      <span className="font-medium">
        {run.passed} passed, {run.failed} failed, {run.skipped} skipped in {formatMs(run.durationMs)}
      </span>
      <span className="text-muted-foreground">
        {' '}
        · <time dateTime={run.runAt}>{formatDateTime(run.runAt)}</time> · {run.role ? `as ${ROLE_LABELS[run.role]}` : 'as a visitor'}
      </span>
    </p>
  );
}
