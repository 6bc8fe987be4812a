import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZFranchiseeDashboard, type FranchiseeDashboard } from '../../../shared/dashboards.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { dashboardKeys } from '../../lib/query-keys/dashboards';
import { getParsed } from '../../lib/queries/define-query';

/**
 * GET /api/dashboards/franchisee?locationId= → one own location's figures, the list of own locations and unread
 * announcements. No locationId: the first open location. Another franchisee's location is 404.
 */
export async function getFranchiseeDashboard(locationId: string | null, signal?: AbortSignal): Promise<FranchiseeDashboard> {
  const query = locationId ? `?locationId=${encodeURIComponent(locationId)}` : '';
  return getParsed(ZFranchiseeDashboard, `/api/dashboards/franchisee${query}`, signal);
}

export function franchiseeDashboardQueryOptions(locationId: string | null) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: dashboardKeys.franchisee(locationId),
    queryFn: ({ signal }) => getFranchiseeDashboard(locationId, signal),
    // The page shows a failed load in place (with a way back to the default location), not as a toast as well.
    meta: { errorToast: false },
  });
}

/** Switching location keeps the previous figures on screen (dimmed) until the next arrive. */
export function useFranchiseeDashboard(locationId: string | null) {
  return useQuery({ ...franchiseeDashboardQueryOptions(locationId), placeholderData: keepPreviousData });
}
