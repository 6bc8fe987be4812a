import { useQuery } from '@tanstack/react-query';
import { DIAGNOSTICS_API, ZSuiteRun, type SuiteName, type SuiteRun } from '../../../shared/diagnostics.contracts';
import { isApiError } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { diagnosticsKeys } from './diagnostics-keys';

/** GET /api/diagnostics/suites/:suite → the suite's last run; null when it has never run (404). */
export async function getSuiteRun(suite: SuiteName, signal?: AbortSignal): Promise<SuiteRun | null> {
  try {
    return await getParsed(ZSuiteRun, `${DIAGNOSTICS_API.suites}/${suite}`, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useSuiteRun(suite: SuiteName) {
  return useQuery({
    ...CACHE_PROFILES.realTime,
    // Runs change only when someone presses Run; the page shows its own run the moment it ends.
    refetchInterval: false,
    queryKey: diagnosticsKeys.lastRun(suite),
    queryFn: ({ signal }) => getSuiteRun(suite, signal),
    meta: { errorToast: false },
  });
}
