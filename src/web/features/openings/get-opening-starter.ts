import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOpeningStarter, type OpeningStarter } from '../../../shared/openings.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { openingKeys } from './opening-keys';

/**
 * GET /api/openings/templates/:brandId/starter → the brand's starter inventory per package and the active products
 * it sells (head office).
 */
export function getOpeningStarter(brandId: string, signal?: AbortSignal): Promise<OpeningStarter> {
  return getParsed(ZOpeningStarter, `/api/openings/templates/${encodeURIComponent(brandId)}/starter`, signal);
}

export function openingStarterQueryOptions(brandId: string) {
  return queryOptions({
    ...CACHE_PROFILES.static,
    queryKey: openingKeys.starter(brandId),
    queryFn: ({ signal }) => getOpeningStarter(brandId, signal),
    meta: { errorToast: false },
  });
}

export function useOpeningStarter(brandId: string | null) {
  return useQuery({ ...openingStarterQueryOptions(brandId ?? ''), enabled: Boolean(brandId) });
}
