import { useQuery } from '@tanstack/react-query';
import { ZMissingReports, type MissingReports } from '../../../shared/sales.contracts';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { salesKeys } from '../../lib/query-keys/sales';

/** GET /api/sales/missing?date → open locations with no submitted report that day. */
export async function getMissingReports(date: string, signal?: AbortSignal): Promise<MissingReports> {
  return ZMissingReports.parse(await apiFetch<unknown>(`/api/sales/missing?date=${date}`, { signal }));
}

export function useMissingReports(date: string) {
  return useQuery({
    ...CACHE_PROFILES.dashboard,
    queryKey: salesKeys.missing(date),
    queryFn: ({ signal }) => getMissingReports(date, signal),
  });
}
