import type { QueryClient } from '@tanstack/react-query';
import type { TicketDetail, TicketSide } from '../../../shared/support.contracts';
import { supportKeys } from './support-keys';

/** A write answered with the ticket: show it at once on its page, and let every list (and the queue's counts) catch up. */
export function applyTicketChange(queryClient: QueryClient, side: TicketSide, ticket: TicketDetail): Promise<unknown> {
  queryClient.setQueryData(supportKeys.detail(side, ticket.id), ticket);
  return queryClient.invalidateQueries({ queryKey: supportKeys.lists });
}

/** A write was refused (409: someone else moved the ticket on): re-read the ticket and the lists. */
export function refreshTicket(queryClient: QueryClient, side: TicketSide, id: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: supportKeys.detail(side, id) }),
    queryClient.invalidateQueries({ queryKey: supportKeys.lists }),
  ]);
}
