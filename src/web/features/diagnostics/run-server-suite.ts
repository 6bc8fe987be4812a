import { DIAGNOSTICS_API, ZSuiteRun, type SuiteName, type SuiteRun } from '../../../shared/diagnostics.contracts';
import { apiFetch } from '../../lib/api-client';

/**
 * POST /api/diagnostics/suites/:suite/run → the run: the server runs the suite's checks against the live app as the
 * caller and records it. Checks that write or read others' data skip for roles without diagnostics.operate.
 */
export async function runServerSuite(suite: SuiteName): Promise<SuiteRun> {
  return ZSuiteRun.parse(await apiFetch<unknown>(`${DIAGNOSTICS_API.suites}/${suite}/run`, { method: 'POST', timeoutMs: 120_000 }));
}
