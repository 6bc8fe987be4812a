import type { SuiteRun } from '../../../shared/diagnostics.contracts';
import { apiFetch } from '../../lib/api-client';

/** POST /api/diagnostics/system/run (public) → the system suite's run: the app, the API and the database answer. */
export const SYSTEM_RUN_PATH = '/api/diagnostics/system/run';

export function runSystemSuite(): Promise<SuiteRun> {
  return apiFetch<SuiteRun>(SYSTEM_RUN_PATH, { method: 'POST', timeoutMs: 60_000 });
}
