import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZContractLocationList } from '../../../shared/contract-package.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { contractKeys } from './contract-keys';

/** GET /api/contract-package/my-locations → { items: [{ id, code, name, status }] } (a franchisee: their own). */
export function getMyContractLocations(signal?: AbortSignal) {
  return getParsed(ZContractLocationList, '/api/contract-package/my-locations', signal);
}

export function myContractLocationsQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: contractKeys.myLocations(),
    queryFn: ({ signal }) => getMyContractLocations(signal),
    meta: { errorToast: false },
  });
}

export const useMyContractLocations = () => useQuery(myContractLocationsQueryOptions());
