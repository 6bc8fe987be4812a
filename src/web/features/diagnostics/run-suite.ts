import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUITES, type CheckResult, type SuiteName, type SuiteRun } from '../../../shared/diagnostics.contracts';
import { SUPPLIER_PERMISSIONS } from '../../../shared/roles';
import { useAuthState } from '../../app/use-auth-state';
import type { BrowserSuiteContext } from './browser-suites';
import { timed, fail } from './browser-suites/check-kit';
import { runWatched } from './browser-suites/watch-errors';
import { diagnosticsKeys } from './diagnostics-keys';
import { recordBrowserResults } from './record-browser-results';
import { runServerSuite } from './run-server-suite';

/**
 * A browser suite's checks (the suite code loads on the first run); a suite without a browser side (it should have one)
 * is one failing check, not a pass, and so is a run during which something threw (watch-errors.ts).
 */
async function runInBrowser(suite: SuiteName, ctx: BrowserSuiteContext): Promise<CheckResult[]> {
  // Loaded when a suite runs: the routes suite reads the whole route table, and a static import of it from a page
  // chunk moved shared/routes and shared/roles out of the entry into chunks of their own (+0.5 KB on /login).
  // Anything thrown from the click on (while the suite's code loads, in the suite, or in an effect of a component it
  // mounts) fails the suite: the watch starts before the import, which takes a fetch on the first run.
  return runWatched(async () => {
    const { BROWSER_SUITES } = await import('./browser-suites');
    const run = BROWSER_SUITES[suite];
    if (!run) return [await timed('Browser checks', () => fail('This page has no browser checks for this suite.'))];
    return run(ctx);
  });
}

/**
 * Runs a suite where SUITES says it runs: 'server' → POST …/run; 'browser' → the checks here, then POST …/results;
 * 'both' → the server's part, then the browser's, recorded together through …/results. The page's last run becomes
 * the one it just made.
 */
export function useRunSuite(suite: SuiteName) {
  const queryClient = useQueryClient();
  const auth = useAuthState();
  return useMutation({
    mutationKey: ['diagnostics', 'run', suite],
    mutationFn: async (): Promise<SuiteRun> => {
      const runs = SUITES[suite].runs;
      if (runs === 'server') return runServerSuite(suite);
      if (auth.status !== 'signedIn') throw new Error('Sign in to run this suite.');
      const role = auth.user.role;
      const ctx: BrowserSuiteContext = {
        client: queryClient,
        role,
        suppliers: auth.session.permissions?.suppliers ?? SUPPLIER_PERMISSIONS[role],
      };
      const server = runs === 'both' ? (await runServerSuite(suite)).checks : [];
      const browser = await runInBrowser(suite, ctx);
      return recordBrowserResults(suite, [...server, ...browser]);
    },
    retry: false,
    meta: { errorToast: false },
    onSuccess: (run) => {
      queryClient.setQueryData(diagnosticsKeys.lastRun(suite), run);
    },
  });
}
