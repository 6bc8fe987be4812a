import { useState } from 'react';
import { Play } from 'lucide-react';
import type { SuiteRun } from '../../../../../shared/diagnostics.contracts';
import { Alert, AlertDescription } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { errorMessage } from '../../../../lib/api-client';
import { runSystemSuite } from '../../run-system-suite';
import { CheckList } from '../check-list';
import { RunStatusBadge } from '../run-status-badge';
import { RunSummary } from '../run-summary';

/** The one suite anyone may run: it exposes nothing (the app, the API and the database answer). */
export function SystemCheck({ onRan }: { onRan: () => void }) {
  const [run, setRun] = useState<SuiteRun | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const start = async () => {
    setRunning(true);
    setError(null);
    try {
      setRun(await runSystemSuite());
      onRan();
    } catch (e) {
      setError(e);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Card role="region" aria-labelledby="system-check-heading">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 p-4 pb-3 sm:p-6 sm:pb-4">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle id="system-check-heading">System check</CardTitle>
            {run ? <RunStatusBadge status={run.status} kind="Suite result" /> : null}
          </div>
          <CardDescription>Anyone may run it: the app is up, the API and the database answer, migrations are current.</CardDescription>
        </div>
        <Button onClick={() => void start()} disabled={running} aria-label="Run the system suite">
          <Play aria-hidden />
          {running ? 'Running…' : 'Run'}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3 p-4 pt-0 sm:p-6 sm:pt-0">
        <div aria-live="polite">
          {error ? (
            <Alert variant="destructive">
              <AlertDescription>{errorMessage(error, 'The system suite could not run. Please try again.')}</AlertDescription>
            </Alert>
          ) : null}
          {run ? <RunSummary run={run} testId="system-summary" /> : null}
        </div>
        {run ? <CheckList checks={run.checks} label="Checks of the system suite" /> : null}
      </CardContent>
    </Card>
  );
}
