import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { APPLICATIONS_API, ZApplicationList, type ApplicationList } from '../../../shared/applications.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { applicationKeys, type ApplicationQuery } from './application-keys';
import { listSearch } from '../../lib/list-search';

/** GET /api/applications/review?q&status&brandId&packageCode&limit&offset → {items, total, counts per status}. */
export function getApplications(query: ApplicationQuery, signal?: AbortSignal): Promise<ApplicationList> {
  return getParsed(ZApplicationList, `${APPLICATIONS_API.review}?${listSearch(query)}`, signal);
}

export function applicationsQueryOptions(query: ApplicationQuery) {
  return queryOptions({
    // Applications arrive from the public site while head office works the list.
    ...CACHE_PROFILES.realTime,
    refetchOnWindowFocus: true,
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) => getApplications(query, signal),
    meta: { errorToast: false },
  });
}

export function useApplications(query: ApplicationQuery) {
  return useQuery({ ...applicationsQueryOptions(query), placeholderData: keepPreviousData });
}
