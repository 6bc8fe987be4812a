import { useState } from 'react';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { DIAGNOSTIC_STATUSES } from '../../shared/diagnostics.contracts';
import { httpStatusMessage } from '../../shared/errors';
import { isApiError } from '../lib/api-client';
import { useDiagnosticErrorMutation, useDiagnosticErrorQuery } from '../features/diagnostics/trigger-api-error';
import { RenderErrorTrigger } from '../features/diagnostics/components/render-error-trigger';
import { SuiteRunnerPanel } from '../features/diagnostics/components/suite-runner-panel';

/** /test/api-errors: the suite (each status in the one error shape), then how the app reacts to each failure and to render errors. */
export function ApiErrorsTestPage() {
  const [queryStatus, setQueryStatus] = useState<number | null>(null);
  const query = useDiagnosticErrorQuery(queryStatus);
  const mutation = useDiagnosticErrorMutation();
  const last = mutation.error ?? query.error;

  return (
    <section className="space-y-6">
      <PageHeader
        title="Test: api-errors"
        description="Each button asks the server for an error of that status. Loads retry the retryable ones before the toast appears."
      />
      <SuiteRunnerPanel suite="api-errors" />
      <Card>
        <CardHeader>
          <CardTitle>API errors</CardTitle>
          <CardDescription>
            Load: a failing query (Loading Error, or Maintenance Notice on 503). Save: a failing mutation (Save Failed).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-border">
            {DIAGNOSTIC_STATUSES.filter((s) => s !== 401).map((status) => (
              <li key={status} className="flex flex-wrap items-center gap-3 py-2">
                <span className="w-12 font-mono font-semibold">{status}</span>
                <span className="min-w-0 flex-1 text-sm text-muted-foreground">{httpStatusMessage(status)}</span>
                <Button size="sm" variant="outline" aria-label={`Load ${status}`} onClick={() => setQueryStatus(status)}>
                  Load
                </Button>
                <Button size="sm" variant="outline" aria-label={`Save ${status}`} onClick={() => mutation.mutate(status)}>
                  Save
                </Button>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm" aria-live="polite" data-testid="last-error">
            {query.isFetching && 'Loading… (retrying if the error is retryable)'}
            {!query.isFetching && isApiError(last) && `Last error: ${last.status} ${last.code} — ${last.message}`}
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Render errors</CardTitle>
          <CardDescription>A widget inside a component-level boundary. An authentication-looking error signs you out.</CardDescription>
        </CardHeader>
        <CardContent>
          <RenderErrorTrigger />
        </CardContent>
      </Card>
    </section>
  );
}
