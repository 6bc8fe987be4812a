import type { DiagnosticsOverview } from '../../../../../shared/diagnostics.contracts';
import { SectionCard } from '../../../../components/section-card';

/** API requests slower than the threshold in the last 24 hours, and (operators only) the routes they were on. */
export function SlowRequestsCard({ slow }: { slow: DiagnosticsOverview['slowRequests'] }) {
  return (
    <SectionCard title="Slow API requests">
      <p className="text-sm">
        <span className="text-2xl font-semibold tabular-nums" data-testid="slow-request-count">
          {slow.lastDay.toLocaleString('en-PH')}
        </span>{' '}
        slower than {slow.thresholdMs.toLocaleString('en-PH')} ms in the last 24 hours
      </p>
      {slow.routes === null ? (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="slow-routes-hidden">
          The routes they were on are shown to operators only.
        </p>
      ) : slow.routes.length > 0 ? (
        <ul aria-label="Slowest routes" className="mt-3 grid gap-1 text-sm">
          {slow.routes.map((r) => (
            <li key={`${r.method} ${r.route}`} className="flex flex-wrap justify-between gap-x-3">
              <span className="min-w-0 font-mono text-xs [overflow-wrap:anywhere]">
                {r.method} {r.route}
              </span>
              <span className="tabular-nums text-muted-foreground">
                {r.count}× · max {r.maxMs.toLocaleString('en-PH')} ms
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">None.</p>
      )}
    </SectionCard>
  );
}
