import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAddress, type Address } from '../../../shared/addresses.contracts';
import { CACHE_PROFILES } from '../cache-profiles';
import { apiFetch } from '../api-client';
import { addressKeys } from '../query-keys/addresses';

/** GET /api/addresses → {items: Address[]}: the signed-in user's own addresses only. */

const ZAddressList = z.object({ items: z.array(ZAddress) });

export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return ZAddressList.parse(await apiFetch<unknown>('/api/addresses', { signal })).items;
}

export function addressesQueryOptions() {
  return queryOptions({
    // Changes only through this user's own edits, which invalidate it.
    ...CACHE_PROFILES.user,
    queryKey: addressKeys.list,
    queryFn: ({ signal }) => getAddresses(signal),
  });
}

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
