import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZMarketingAssetList, type MarketingAssetList, type MarketingAssetQuery } from '../../../shared/marketing.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { listSearch } from '../../lib/list-search';
import { marketingKeys } from './marketing-keys';

/** GET /api/marketing/assets?search&type&category&brandId&status&sort&limit&offset → head office's page of assets. */
export function getAssets(query: MarketingAssetQuery, signal?: AbortSignal): Promise<MarketingAssetList> {
  return getParsed(ZMarketingAssetList, `/api/marketing/assets?${listSearch(query)}`, signal);
}

export function assetsQueryOptions(query: MarketingAssetQuery) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: marketingKeys.assets(query),
    queryFn: ({ signal }) => getAssets(query, signal),
    meta: { errorToast: false },
  });
}

export function useAssets(query: MarketingAssetQuery) {
  return useQuery({ ...assetsQueryOptions(query), placeholderData: keepPreviousData });
}
