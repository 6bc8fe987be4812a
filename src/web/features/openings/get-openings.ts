import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOpeningList, type OpeningList } from '../../../shared/openings.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { openingKeys } from './opening-keys';

/** GET /api/openings → { items } (head office: every opening, the board; a franchisee: their own stores, by RLS). */
export function getOpenings(signal?: AbortSignal): Promise<OpeningList> {
  return getParsed(ZOpeningList, '/api/openings', signal);
}

export function openingsQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: openingKeys.list(),
    queryFn: ({ signal }) => getOpenings(signal),
    meta: { errorToast: false },
  });
}

export const useOpenings = (enabled = true) => useQuery({ ...openingsQueryOptions(), enabled });
