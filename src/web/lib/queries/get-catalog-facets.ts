import { ZCatalogFacets, type CatalogFacets } from '../../../shared/catalog.contracts';
import { CACHE_PROFILES } from '../cache-profiles';
import { productKeys } from '../query-keys/catalog';
import { getParsed, defineQuery } from './define-query';

/**
 * GET /api/catalog/facets → CatalogFacets {categories (flat, with parentId), brands}. For a
 * franchisee the brands are just their ordering location's brand; head office gets every brand.
 */

export async function getCatalogFacets(signal?: AbortSignal): Promise<CatalogFacets> {
  return getParsed(ZCatalogFacets, '/api/catalog/facets', signal);
}

const catalogFacets = defineQuery({
  cache: CACHE_PROFILES.static,
  queryKey: productKeys.facets,
  fetch: getCatalogFacets,
});
export const catalogFacetsQueryOptions = catalogFacets.options;

export const useCatalogFacets = catalogFacets.useData;
