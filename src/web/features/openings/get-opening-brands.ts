import { useQuery } from '@tanstack/react-query';
import { ZBrandList, type Brand } from '../../../shared/network.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { networkKeys } from '../../lib/query-keys/network';

/**
 * GET /api/network/brands → every brand; a new store's brand must be active, so the choices are the active ones. Shares
 * the network family's key, so a brand edited elsewhere refreshes this list too.
 */
export async function getOpeningBrands(signal?: AbortSignal): Promise<Brand[]> {
  return (await getParsed(ZBrandList, '/api/network/brands', signal)).items;
}

export function useOpeningBrands(enabled = true) {
  return useQuery({
    ...CACHE_PROFILES.static,
    queryKey: networkKeys.brands,
    queryFn: ({ signal }) => getOpeningBrands(signal),
    select: (brands) => brands.filter((b) => b.status === 'active'),
    enabled,
  });
}
