import { Suspense, useState, useTransition } from 'react';
import { usePageMeta } from '../app/page-meta';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { useSession } from '../features/auth/get-session';
import { SystemCheck } from '../features/diagnostics/components/dashboard/system-check';
import { DiagnosticsOverview, DiagnosticsOverviewSkeleton } from '../features/diagnostics/components/dashboard/diagnostics-overview';
import { forgetDiagnosticsOverview } from '../features/diagnostics/get-overview';

const DESCRIPTION = 'Live self-checks of FranchiseHub: each test suite with its last result, feature flags, web vitals and slow requests.';

/**
 * /test (public): the diagnostics console. Anyone runs the system suite; signed-in users open each suite's page;
 * head office and admins also see the scheduled jobs. No TanStack Query here (a public page): the overview is read
 * with usePublicResource and read again after a run.
 */
export function TestDashboardPage() {
  usePageMeta({ title: 'Test Suite Dashboard', description: DESCRIPTION });
  const session = useSession().data;
  const viewer = {
    signedIn: Boolean(session?.user),
    operator: session?.permissions?.granted?.includes('diagnostics.operate') ?? false,
  };
  const [version, setVersion] = useState(0);
  const [, startTransition] = useTransition();
  const refresh = () => {
    forgetDiagnosticsOverview();
    // A transition: the current overview stays on screen until the fresh one has arrived.
    startTransition(() => setVersion((v) => v + 1));
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Test Suite Dashboard</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Live checks against the running system, with their evidence.{' '}
          {viewer.signedIn ? 'Open a suite to run it as you.' : 'Sign in to run the suites beyond the system check.'}
        </p>
      </header>
      <SystemCheck onRan={refresh} />
      <ErrorBoundary variant="component">
        <Suspense fallback={<DiagnosticsOverviewSkeleton />}>
          <DiagnosticsOverview key={version} viewer={viewer} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
