import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZMarketingAssetList, type MarketingAssetList, type MarketingAssetQuery } from '../../../shared/marketing.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { listSearch } from '../../lib/list-search';
import { marketingKeys } from './marketing-keys';

/** GET /api/marketing/library?search&type&category&sort&limit&offset → the assets the caller may use today. */
export function getLibrary(query: MarketingAssetQuery, signal?: AbortSignal): Promise<MarketingAssetList> {
  return getParsed(ZMarketingAssetList, `/api/marketing/library?${listSearch(query)}`, signal);
}

export function libraryQueryOptions(query: MarketingAssetQuery) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: marketingKeys.library(query),
    queryFn: ({ signal }) => getLibrary(query, signal),
    meta: { errorToast: false },
  });
}

export function useLibrary(query: MarketingAssetQuery) {
  return useQuery({ ...libraryQueryOptions(query), placeholderData: keepPreviousData });
}
