import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOpening, type Opening } from '../../../shared/openings.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { openingKeys } from './opening-keys';

/**
 * GET /api/openings/:id → the project with every item (404 for another franchisee's). Each read also completes the
 * system-linked items whose real event happened, so a refetch is how a finished training shows up here.
 */
export function getOpening(id: string, signal?: AbortSignal): Promise<Opening> {
  return getParsed(ZOpening, `/api/openings/${encodeURIComponent(id)}`, signal);
}

export function openingQueryOptions(id: string) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: openingKeys.detail(id),
    queryFn: ({ signal }) => getOpening(id, signal),
    meta: { errorToast: false },
  });
}

export function useOpening(id: string | null) {
  return useQuery({ ...openingQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** Where an item's upload downloads from (streamed after the server's row-level check). */
export const openingFileUrl = (id: string, itemId: string) =>
  `/api/openings/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}/file`;
