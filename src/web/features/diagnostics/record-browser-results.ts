import { DIAGNOSTICS_API, ZSuiteRun, type CheckResult, type SuiteName, type SuiteRun } from '../../../shared/diagnostics.contracts';
import { apiFetch } from '../../lib/api-client';

/** POST /api/diagnostics/suites/:suite/results {checks} → the recorded run (a browser suite's last result). */
export async function recordBrowserResults(suite: SuiteName, checks: CheckResult[]): Promise<SuiteRun> {
  return ZSuiteRun.parse(await apiFetch<unknown>(`${DIAGNOSTICS_API.suites}/${suite}/results`, { method: 'POST', body: { checks } }));
}
