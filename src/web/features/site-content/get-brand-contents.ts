import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBrandContentList } from '../../../shared/site.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { siteKeys, siteManageUrl } from './site-keys';

/** GET /api/site/manage/brands → every brand with its microsite content (headline, story, benefits, FAQs, packages). */
export function brandContentsQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    // The form holds unsaved text: a background re-read must not reset it.
    refetchOnWindowFocus: false,
    queryKey: siteKeys.brands,
    queryFn: ({ signal }) => getParsed(ZBrandContentList, siteManageUrl('brands'), signal),
    meta: { errorToast: false },
  });
}

export function useBrandContents() {
  return useQuery(brandContentsQueryOptions());
}
