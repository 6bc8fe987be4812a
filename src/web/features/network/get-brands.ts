import { ZBrandList, type Brand } from '../../../shared/network.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { networkKeys } from '../../lib/query-keys/network';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/** GET /api/network/brands → BrandList {items}: every brand, active or not, with its location count. */

export async function getBrands(signal?: AbortSignal): Promise<Brand[]> {
  return (await getParsed(ZBrandList, '/api/network/brands', signal)).items;
}

const brands = defineQuery({ cache: CACHE_PROFILES.static, queryKey: networkKeys.brands, fetch: getBrands });
export const brandsQueryOptions = brands.options;

export const useBrands = brands.useData;
