import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTestimonialList } from '../../../shared/site.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { siteKeys, siteManageUrl } from './site-keys';

/** GET /api/site/manage/testimonials → every testimonial, published and hidden. */
export function testimonialsQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: siteKeys.testimonials,
    queryFn: ({ signal }) => getParsed(ZTestimonialList, siteManageUrl('testimonials'), signal),
    meta: { errorToast: false },
  });
}

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
