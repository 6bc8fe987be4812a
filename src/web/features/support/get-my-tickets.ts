import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_API, ZTicketList, type MyTicketQuery, type TicketList } from '../../../shared/support.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { listSearch } from '../../lib/list-search';
import { supportKeys } from './support-keys';

/** GET /api/support/requests?status&search&limit&offset → the franchisee's own tickets {items, total, counts}. */
export function getMyTickets(query: MyTicketQuery, signal?: AbortSignal): Promise<TicketList> {
  return getParsed(ZTicketList, `${SUPPORT_API.franchisee}?${listSearch(query)}`, signal);
}

export function myTicketsQueryOptions(query: MyTicketQuery) {
  return queryOptions({
    // Head office answers while the list is open: re-read on return to the tab.
    ...CACHE_PROFILES.dashboard,
    staleTime: 30_000,
    queryKey: supportKeys.mine(query),
    queryFn: ({ signal }) => getMyTickets(query, signal),
    meta: { errorToast: false },
  });
}

export function useMyTickets(query: MyTicketQuery) {
  return useQuery({ ...myTicketsQueryOptions(query), placeholderData: keepPreviousData });
}
