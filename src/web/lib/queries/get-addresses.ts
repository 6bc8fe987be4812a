import { ZAddressList, type Address } from '../../../shared/addresses.contracts';
import { CACHE_PROFILES } from '../cache-profiles';
import { addressKeys } from '../query-keys/addresses';
import { getParsed, defineQuery } from './define-query';

/** GET /api/addresses → {items: Address[]}: the signed-in user's own addresses only. */

export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return (await getParsed(ZAddressList, '/api/addresses', signal)).items;
}

const addresses = defineQuery({
  // Changes only through this user's own edits, which invalidate it.
  cache: CACHE_PROFILES.user,
  queryKey: addressKeys.list,
  fetch: getAddresses,
});
export const addressesQueryOptions = addresses.options;

export const useAddresses = addresses.useData;
