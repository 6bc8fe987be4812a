import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCatalogFacets, type CatalogFacets } from '../../../shared/catalog.contracts';
import { CACHE_PROFILES } from '../cache-profiles';
import { apiFetch } from '../api-client';
import { productKeys } from '../query-keys/catalog';

/**
 * GET /api/catalog/facets → CatalogFacets {categories (flat, with parentId), brands}. For a
 * franchisee the brands are just their ordering location's brand; head office gets every brand.
 */

export async function getCatalogFacets(signal?: AbortSignal): Promise<CatalogFacets> {
  return ZCatalogFacets.parse(await apiFetch<unknown>('/api/catalog/facets', { signal }));
}

export function catalogFacetsQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.static,
    queryKey: productKeys.facets,
    queryFn: ({ signal }) => getCatalogFacets(signal),
  });
}

export function useCatalogFacets() {
  return useQuery(catalogFacetsQueryOptions());
}
