import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DIAGNOSTICS_API, ZErrorGroupList } from '../../../shared/diagnostics.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { errorGroupKeys, type ErrorGroupQuery } from './error-group-keys';

/** GET /api/diagnostics/error-groups?status&limit&offset → {items, total, counts per status}, last seen first. */
export function useErrorGroups(query: ErrorGroupQuery, enabled = true) {
  return useQuery({
    ...CACHE_PROFILES.realTime,
    refetchOnWindowFocus: true,
    queryKey: errorGroupKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
      return getParsed(ZErrorGroupList, `${DIAGNOSTICS_API.errorGroups}?${params.toString()}`, signal);
    },
    placeholderData: keepPreviousData,
    enabled,
    meta: { errorToast: false },
  });
}
