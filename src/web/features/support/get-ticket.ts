import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_API, ZTicketDetail, type TicketDetail, type TicketSide } from '../../../shared/support.contracts';
import { isApiError } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { supportKeys } from './support-keys';

/**
 * GET /api/support/requests/:id (franchisee) or /api/support/tickets/:id (head office) → TicketDetail with the
 * conversation, history and what the caller may do now. 404 for an unknown ticket or another location's.
 */
export function getTicket(side: TicketSide, id: string, signal?: AbortSignal): Promise<TicketDetail> {
  return getParsed(ZTicketDetail, `${SUPPORT_API[side]}/${encodeURIComponent(id)}`, signal);
}

export function ticketQueryOptions(side: TicketSide, id: string) {
  return queryOptions({
    // The other side replies while this one reads: poll like a live view and re-read on returning to the tab.
    ...CACHE_PROFILES.realTime,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    queryKey: supportKeys.detail(side, id),
    queryFn: ({ signal }) => getTicket(side, id, signal),
    // The page shows "not found" itself rather than a generic toast.
    meta: { errorToast: false },
    retry: (count, error) => count < 2 && !(isApiError(error) && (error.status === 404 || error.status === 422)),
  });
}

export function useTicket(side: TicketSide, id: string) {
  return useQuery(ticketQueryOptions(side, id));
}
