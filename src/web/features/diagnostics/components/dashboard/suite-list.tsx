import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUITES, SUITE_NAMES, type DiagnosticsOverview, type SuiteName } from '../../../../../shared/diagnostics.contracts';
import { ROLE_LABELS } from '../../../../../shared/roles';
import { paths } from '../../../../../shared/routes';
import { formatDateTime } from '../../../../../shared/time';
import { RunStatusBadge } from '../run-status-badge';
import { formatMs } from '../run-summary';

const WHERE = { server: 'Server', browser: 'Browser', both: 'Server and browser' } as const;
const BUG_TRACKER = '/test/bug-tracker';
const signInTo = (path: string) => `${paths.login}?redirect=${encodeURIComponent(path)}`;

type Last = DiagnosticsOverview['suites'][number]['last'];

function LastResult({ last }: { last: Last }) {
  if (!last)
    return (
      <div>
        <RunStatusBadge status="never" kind="Last result" />
      </div>
    );
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <RunStatusBadge status={last.status} kind="Last result" />
        <span className="tabular-nums">
          {last.passed} passed, {last.failed} failed, {last.skipped} skipped
        </span>
      </div>
      <span className="text-xs text-muted-foreground">
        <time dateTime={last.runAt}>{formatDateTime(last.runAt)}</time> · {last.role ? ROLE_LABELS[last.role] : 'visitor'} ·{' '}
        {formatMs(last.durationMs)}
      </span>
    </div>
  );
}

function Row({ title, href, signedIn, children }: { title: string; href: string | null; signedIn: boolean; children: ReactNode }) {
  return (
    <li className="grid gap-3 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_auto] md:items-center">
      {children}
      <div className="md:text-right">
        {href === null ? (
          <span className="text-sm text-muted-foreground">Run it above</span>
        ) : signedIn ? (
          <Link to={href} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Open<span className="sr-only"> {title}</span>
          </Link>
        ) : (
          <Link to={signInTo(href)} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Sign in to run<span className="sr-only"> {title}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

/** Every suite in SUITES order with its last result; signed-in users open a suite's page, visitors are asked to sign in. */
export function SuiteList({ overview, signedIn }: { overview: DiagnosticsOverview; signedIn: boolean }) {
  const lastOf = new Map(overview.suites.map((s) => [s.suite, s.last]));
  const pathOf = (suite: SuiteName) => (suite === 'system' ? null : `/test/${suite}`);
  return (
    <ul aria-label="Test suites" className="divide-y divide-border rounded-xl border border-border bg-card">
      {SUITE_NAMES.map((suite) => {
        const info = SUITES[suite];
        const href = pathOf(suite);
        return (
          <Row key={suite} title={info.title} href={href} signedIn={signedIn}>
            <div className="grid min-w-0 gap-1" data-testid={`suite-${suite}`}>
              <h3 className="font-semibold">
                {href && signedIn ? (
                  <Link to={href} className="underline-offset-4 hover:underline">
                    {info.title}
                  </Link>
                ) : (
                  info.title
                )}
              </h3>
              <p className="text-sm text-muted-foreground">{info.description}</p>
              <p className="text-xs text-muted-foreground">
                Runs in: {WHERE[info.runs]} · {info.access === 'public' ? 'anyone' : 'signed-in users'}
              </p>
            </div>
            <LastResult last={lastOf.get(suite) ?? null} />
          </Row>
        );
      })}
      <Row title="Bug tracker" href={BUG_TRACKER} signedIn={signedIn}>
        <div className="grid min-w-0 gap-1" data-testid="suite-bug-tracker">
          <h3 className="font-semibold">
            {signedIn ? (
              <Link to={BUG_TRACKER} className="underline-offset-4 hover:underline">
                Bug tracker
              </Link>
            ) : (
              'Bug tracker'
            )}
          </h3>
          <p className="text-sm text-muted-foreground">Errors the browsers reported, grouped, with counts and a status.</p>
        </div>
        <p className="text-sm" data-testid="open-error-groups">
          <span className="font-semibold tabular-nums">{overview.openErrorGroups}</span> open error group
          {overview.openErrorGroups === 1 ? '' : 's'}
        </p>
      </Row>
    </ul>
  );
}
