import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTACT_API, ZContactMessage, type ContactMessage, type ContactMessageStatus } from '../../../shared/contact.contracts';
import { apiFetch } from '../../lib/api-client';
import { contactKeys } from './contact-keys';

/** PATCH /api/contact/messages/:id {status} → the message (handled: with who and when). */
export async function setContactMessageStatus({ id, status }: { id: string; status: ContactMessageStatus }): Promise<ContactMessage> {
  return ZContactMessage.parse(
    await apiFetch<unknown>(`${CONTACT_API.manage}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } }),
  );
}

export function useSetContactMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['contact', 'status'],
    mutationFn: setContactMessageStatus,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.lists }),
  });
}
