import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOpeningTemplate, type OpeningTemplate } from '../../../shared/openings.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { openingKeys } from './opening-keys';

/**
 * GET /api/openings/templates/:brandId → the brand's opening template (head office). A brand without one answers the
 * Philippine checklist its first opening would copy in, with `isDefault`.
 */
export function getOpeningTemplate(brandId: string, signal?: AbortSignal): Promise<OpeningTemplate> {
  return getParsed(ZOpeningTemplate, `/api/openings/templates/${encodeURIComponent(brandId)}`, signal);
}

export function openingTemplateQueryOptions(brandId: string) {
  return queryOptions({
    ...CACHE_PROFILES.static,
    queryKey: openingKeys.template(brandId),
    queryFn: ({ signal }) => getOpeningTemplate(brandId, signal),
    meta: { errorToast: false },
  });
}

export function useOpeningTemplate(brandId: string | null) {
  return useQuery({ ...openingTemplateQueryOptions(brandId ?? ''), enabled: Boolean(brandId) });
}
