import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUPPORT_API, ZTicketDetail, type TicketDetail, type TicketSide } from '../../../shared/support.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form';
import { apiFetch } from '../../lib/api-client';
import { applyTicketChange } from './invalidate-after-ticket-change';

/**
 * POST /api/support/{requests|tickets}/:id/messages → 201 TicketDetail. JSON {body}, or multipart with "body" and
 * one "file" when a file goes with the message (sent with upload progress). 409 once the ticket is closed.
 */
export async function replyToTicket({
  side,
  id,
  body,
  file,
  onProgress,
}: {
  side: TicketSide;
  id: string;
  body: string;
  file?: File | null;
  onProgress?: OnProgress;
}): Promise<TicketDetail> {
  const path = `${SUPPORT_API[side]}/${encodeURIComponent(id)}/messages`;
  if (file) return uploadWithProgress(path, file, { schema: ZTicketDetail, onProgress, fields: { body } });
  return ZTicketDetail.parse(await apiFetch<unknown>(path, { method: 'POST', body: { body } }));
}

export function useReplyToTicket(side: TicketSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['support', 'reply'],
    mutationFn: replyToTicket,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (ticket) => applyTicketChange(queryClient, side, ticket),
  });
}
