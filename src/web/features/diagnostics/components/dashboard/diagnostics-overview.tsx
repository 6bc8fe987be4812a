import { Suspense } from 'react';
import { ErrorBoundary } from '../../../../components/errors/error-boundary';
import { useDiagnosticsOverview } from '../../get-overview';
import { FlagsCard } from './flags-card';
import { JobsCard } from './jobs-card';
import { SlowRequestsCard } from './slow-requests-card';
import { SuiteList } from './suite-list';
import { VitalsCard } from './vitals-card';

export interface Viewer {
  signedIn: boolean;
  /** diagnostics.operate (franchisor, admin): the scheduled jobs too. */
  operator: boolean;
}

/** Everything the overview answers: the suites with their last results, flags, slow requests and web vitals. */
export function DiagnosticsOverview({ viewer }: { viewer: Viewer }) {
  const overview = useDiagnosticsOverview();
  return (
    <div className="grid gap-8">
      <section aria-labelledby="suites-heading" className="grid gap-3">
        <h2 id="suites-heading" className="text-xl font-semibold tracking-tight">
          Suites
        </h2>
        <SuiteList overview={overview} signedIn={viewer.signedIn} />
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <FlagsCard flags={overview.flags} />
        <SlowRequestsCard slow={overview.slowRequests} />
      </div>
      <VitalsCard vitals={overview.vitals} perRoute={overview.perRoute} />
      {viewer.operator ? (
        <ErrorBoundary variant="component">
          <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the scheduled jobs…</p>}>
            <JobsCard />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}

export function DiagnosticsOverviewSkeleton() {
  return (
    <div aria-hidden className="grid gap-3">
      <div className="h-7 w-24 rounded bg-muted" />
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-20 animate-pulse rounded-xl bg-muted" />
      ))}
    </div>
  );
}
