import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUPPORT_API, ZTicketDetail, type TicketDetail, type TicketSide } from '../../../shared/support.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form';
import { applyTicketChange } from './invalidate-after-ticket-change';

/**
 * POST /api/support/{requests|tickets}/:id/attachments (multipart "file") → 201 TicketDetail. The server checks the
 * content (PDF, Word, JPG, PNG, at most 5 MB) and the ticket's limit of files; 409 once the ticket is closed.
 */
export function addTicketAttachment({
  side,
  id,
  file,
  onProgress,
}: {
  side: TicketSide;
  id: string;
  file: File;
  onProgress?: OnProgress;
}): Promise<TicketDetail> {
  return uploadWithProgress(`${SUPPORT_API[side]}/${encodeURIComponent(id)}/attachments`, file, { schema: ZTicketDetail, onProgress });
}

export function useAddTicketAttachment(side: TicketSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['support', 'attachment'],
    mutationFn: addTicketAttachment,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (ticket) => applyTicketChange(queryClient, side, ticket),
  });
}
