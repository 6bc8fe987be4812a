import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_API, ZTicketList, type QueueQuery, type TicketList } from '../../../shared/support.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { listSearch } from '../../lib/list-search';
import { supportKeys } from './support-keys';

/** GET /api/support/tickets?status&priority&category&assignee&search&sort&limit&offset → the queue {items, total, counts}. */
export function getQueue(query: QueueQuery, signal?: AbortSignal): Promise<TicketList> {
  return getParsed(ZTicketList, `${SUPPORT_API.head_office}?${listSearch(query)}`, signal);
}

export function queueQueryOptions(query: QueueQuery) {
  return queryOptions({
    // New tickets arrive while head office works the queue: poll like a live view.
    ...CACHE_PROFILES.realTime,
    refetchOnWindowFocus: true,
    queryKey: supportKeys.queue(query),
    queryFn: ({ signal }) => getQueue(query, signal),
    meta: { errorToast: false },
  });
}

export function useQueue(query: QueueQuery) {
  return useQuery({ ...queueQueryOptions(query), placeholderData: keepPreviousData });
}
