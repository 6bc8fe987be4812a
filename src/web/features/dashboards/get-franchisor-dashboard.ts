import { ZFranchisorDashboard, type FranchisorDashboard } from '../../../shared/dashboards.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { dashboardKeys } from '../../lib/query-keys/dashboards';
import { defineQuery, getParsed } from '../../lib/queries/define-query';

/** GET /api/dashboards/franchisor → the network's landing figures (head office). */
export async function getFranchisorDashboard(signal?: AbortSignal): Promise<FranchisorDashboard> {
  return getParsed(ZFranchisorDashboard, '/api/dashboards/franchisor', signal);
}

const franchisorDashboard = defineQuery({
  cache: CACHE_PROFILES.dashboard,
  queryKey: dashboardKeys.franchisor,
  fetch: getFranchisorDashboard,
  // The page shows a failed load in place, not as a toast as well.
  meta: { errorToast: false },
});
export const franchisorDashboardQueryOptions = franchisorDashboard.options;
export const useFranchisorDashboard = franchisorDashboard.useData;
