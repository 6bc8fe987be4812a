import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBenchmarks, type Benchmarks } from '../../../shared/sales-integrity.contracts';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { salesIntegrityKeys } from '../../lib/query-keys/sales-integrity';

/** GET /api/sales-integrity/benchmarks/:locationId[?month=YYYY-MM] → the store against its brand's quartiles. */
export async function getBenchmarks(locationId: string, month: string | null, signal?: AbortSignal): Promise<Benchmarks> {
  const query = month ? `?month=${encodeURIComponent(month)}` : '';
  return ZBenchmarks.parse(await apiFetch<unknown>(`/api/sales-integrity/benchmarks/${locationId}${query}`, { signal }));
}

export const benchmarksQuery = (locationId: string, month: string | null) =>
  queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: salesIntegrityKeys.benchmarks(locationId, month),
    queryFn: ({ signal }) => getBenchmarks(locationId, month, signal),
  });

export function useBenchmarks(locationId: string | null, month: string | null = null) {
  return useQuery({ ...benchmarksQuery(locationId ?? '', month), enabled: locationId !== null });
}
