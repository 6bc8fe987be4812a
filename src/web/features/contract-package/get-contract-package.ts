import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZContractPackage, type ContractPackage } from '../../../shared/contract-package.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { contractKeys } from './contract-keys';

/** GET /api/contract-package/locations/:locationId → the location's ContractPackage (404 for another's location). */
export function getContractPackage(locationId: string, signal?: AbortSignal): Promise<ContractPackage> {
  return getParsed(ZContractPackage, `/api/contract-package/locations/${encodeURIComponent(locationId)}`, signal);
}

export function contractPackageQueryOptions(locationId: string) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: contractKeys.location(locationId),
    queryFn: ({ signal }) => getContractPackage(locationId, signal),
    meta: { errorToast: false },
  });
}

export function useContractPackage(locationId: string | null) {
  return useQuery({ ...contractPackageQueryOptions(locationId ?? ''), enabled: Boolean(locationId) });
}

/** Where a document downloads from (streamed only after the server's permission check). */
export const locationDocumentUrl = (id: string) => `/api/contract-package/documents/${encodeURIComponent(id)}/file`;
