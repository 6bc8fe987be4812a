import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFranchisorDashboard, type FranchisorDashboard } from '../../../shared/dashboards.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { dashboardKeys } from '../../lib/query-keys/dashboards';

/** GET /api/dashboards/franchisor → the network's landing figures (head office). */
export async function getFranchisorDashboard(signal?: AbortSignal): Promise<FranchisorDashboard> {
  return ZFranchisorDashboard.parse(await apiFetch<unknown>('/api/dashboards/franchisor', { signal }));
}

export function franchisorDashboardQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: dashboardKeys.franchisor,
    queryFn: ({ signal }) => getFranchisorDashboard(signal),
  });
}

export function useFranchisorDashboard() {
  return useQuery(franchisorDashboardQueryOptions());
}
