import { Play } from 'lucide-react';
import { SUITES, type SuiteName } from '../../../../shared/diagnostics.contracts';
import { InlineLoadError } from '../../../components/feedback/load-error';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { useSuiteRun } from '../get-suite-run';
import { useRunSuite } from '../run-suite';
import { CheckList } from './check-list';
import { RunStatusBadge } from './run-status-badge';
import { RunSummary } from './run-summary';

const WHERE = { server: 'on the server', browser: 'in this browser', both: 'on the server, then in this browser' } as const;

/**
 * A suite's runner: its last run (anyone's) on load, "Run suite" to run it now as the signed-in user, and every
 * check with its evidence. The same panel on every /test page that runs a suite.
 */
export function SuiteRunnerPanel({ suite }: { suite: SuiteName }) {
  const info = SUITES[suite];
  const last = useSuiteRun(suite);
  const runner = useRunSuite(suite);
  const run = runner.data ?? last.data ?? null;
  const headingId = `suite-${suite}-heading`;

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 p-4 pb-3 sm:p-6 sm:pb-4">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle id={headingId}>Suite results</CardTitle>
            {run ? <RunStatusBadge status={run.status} kind="Suite result" /> : null}
          </div>
          <CardDescription>Runs {WHERE[info.runs]}, against the live app, as you.</CardDescription>
        </div>
        <Button onClick={() => runner.mutate()} disabled={runner.isPending}>
          <Play aria-hidden />
          {runner.isPending ? 'Running…' : 'Run suite'}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
        <div aria-live="polite" className="grid gap-2">
          {runner.isPending ? <p className="text-sm text-muted-foreground">Running the checks…</p> : null}
          {runner.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{errorMessage(runner.error, 'The suite could not run. Please try again.')}</AlertDescription>
            </Alert>
          ) : null}
          {run ? <RunSummary run={run} testId="run-summary" /> : null}
        </div>
        {last.isPending && !run ? <p className="text-sm text-muted-foreground">Loading the last run…</p> : null}
        {last.isError && !run ? <InlineLoadError message="The last run could not be loaded." onRetry={() => void last.refetch()} /> : null}
        {!last.isPending && !last.isError && !run ? <p className="text-sm text-muted-foreground">This suite has not run yet.</p> : null}
        {run ? <CheckList checks={run.checks} label={`Checks of ${info.title}`} /> : null}
      </CardContent>
    </Card>
  );
}
