import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMarketingAssetStats, type MarketingAssetStats } from '../../../shared/marketing.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { marketingKeys } from './marketing-keys';

/** GET /api/marketing/assets/:id/stats → downloads per location (and head office's own). */
export function getAssetStats(id: string, signal?: AbortSignal): Promise<MarketingAssetStats> {
  return getParsed(ZMarketingAssetStats, `/api/marketing/assets/${encodeURIComponent(id)}/stats`, signal);
}

export function assetStatsQueryOptions(id: string) {
  return queryOptions({
    ...CACHE_PROFILES.realTime,
    queryKey: marketingKeys.stats(id),
    queryFn: ({ signal }) => getAssetStats(id, signal),
    meta: { errorToast: false },
  });
}

export function useAssetStats(id: string | null) {
  return useQuery({ ...assetStatsQueryOptions(id ?? ''), enabled: id !== null });
}
