import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SUPPORT_API,
  ZTicketDetail,
  type TicketAssignInput,
  type TicketDetail,
  type TicketPriorityChangeInput,
  type TicketSide,
  type TicketStatusChangeInput,
} from '../../../shared/support.contracts';
import { apiFetch, isApiError } from '../../lib/api-client';
import { applyTicketChange, refreshTicket } from './invalidate-after-ticket-change';

/**
 * The ticket's actions, each answered with the TicketDetail:
 * franchisee  POST /api/support/requests/:id/close | /reopen  {note?}  (409: already closed, reopen window passed)
 * head office POST /api/support/tickets/:id/status {status, note?}   (409: not allowed from the current status)
 *             POST /api/support/tickets/:id/assign {assigneeId|null}
 *             POST /api/support/tickets/:id/priority {priority}
 */

async function post(side: TicketSide, id: string, action: string, body: unknown): Promise<TicketDetail> {
  return ZTicketDetail.parse(await apiFetch<unknown>(`${SUPPORT_API[side]}/${encodeURIComponent(id)}/${action}`, { method: 'POST', body }));
}

export const closeTicket = ({ id, note }: { id: string; note?: string }) => post('franchisee', id, 'close', { note });
export const reopenTicket = ({ id, note }: { id: string; note?: string }) => post('franchisee', id, 'reopen', { note });
export const changeTicketStatus = ({ id, ...body }: { id: string } & TicketStatusChangeInput) => post('head_office', id, 'status', body);
export const assignTicket = ({ id, ...body }: { id: string } & TicketAssignInput) => post('head_office', id, 'assign', body);
export const changeTicketPriority = ({ id, ...body }: { id: string } & TicketPriorityChangeInput) =>
  post('head_office', id, 'priority', body);

function useTicketWrite<A extends { id: string }>(side: TicketSide, name: string, mutationFn: (args: A) => Promise<TicketDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['support', name],
    mutationFn,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (ticket) => applyTicketChange(queryClient, side, ticket),
    // Refused because the ticket moved on meanwhile: show its current state beside the server's message.
    onError: (error, args) => (isApiError(error) && error.status === 409 ? refreshTicket(queryClient, side, args.id) : undefined),
  });
}

export const useCloseTicket = () => useTicketWrite('franchisee', 'close', closeTicket);
export const useReopenTicket = () => useTicketWrite('franchisee', 'reopen', reopenTicket);
export const useChangeTicketStatus = () => useTicketWrite('head_office', 'status', changeTicketStatus);
export const useAssignTicket = () => useTicketWrite('head_office', 'assign', assignTicket);
export const useChangeTicketPriority = () => useTicketWrite('head_office', 'priority', changeTicketPriority);
