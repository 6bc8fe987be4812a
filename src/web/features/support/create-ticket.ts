import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUPPORT_API, ZTicketDetail, type TicketCreateInput, type TicketDetail } from '../../../shared/support.contracts';
import { apiFetch } from '../../lib/api-client';
import { applyTicketChange } from './invalidate-after-ticket-change';

/**
 * POST /api/support/requests (TicketCreateInput as JSON) → 201 TicketDetail. Files are sent afterwards, one by one,
 * with upload progress (add-ticket-attachment.ts).
 */
export async function createTicket(body: TicketCreateInput): Promise<TicketDetail> {
  return ZTicketDetail.parse(await apiFetch<unknown>(SUPPORT_API.franchisee, { method: 'POST', body }));
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['support', 'create'],
    mutationFn: createTicket,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (ticket) => applyTicketChange(queryClient, 'franchisee', ticket),
  });
}
