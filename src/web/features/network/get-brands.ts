import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBrandList, type Brand } from '../../../shared/network.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { networkKeys } from '../../lib/query-keys/network';

/** GET /api/network/brands → BrandList {items}: every brand, active or not, with its location count. */

export async function getBrands(signal?: AbortSignal): Promise<Brand[]> {
  return ZBrandList.parse(await apiFetch<unknown>('/api/network/brands', { signal })).items;
}

export function brandsQueryOptions() {
  return queryOptions({ ...CACHE_PROFILES.static, queryKey: networkKeys.brands, queryFn: ({ signal }) => getBrands(signal) });
}

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
