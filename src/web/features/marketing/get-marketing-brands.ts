import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMarketingBrandOptions } from '../../../shared/marketing.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { marketingKeys } from './marketing-keys';

/** GET /api/marketing/brands → brands for the pickers (head office: all; a franchisee: their own). */
export function marketingBrandsQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.static,
    queryKey: marketingKeys.brands,
    queryFn: ({ signal }) => getParsed(ZMarketingBrandOptions, '/api/marketing/brands', signal),
    meta: { errorToast: false },
  });
}

export function useMarketingBrands() {
  return useQuery(marketingBrandsQueryOptions());
}
