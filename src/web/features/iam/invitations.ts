import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZInvitation, ZInvitationList, type Invitation, type InvitationCreate } from '../../../shared/iam.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch, errorMessage } from '../../lib/api-client';
import { iamKeys } from '../../lib/query-keys/iam';

/**
 * GET /api/iam/invitations → InvitationList; POST /api/iam/invitations (InvitationCreate) → Invitation
 * (the e-mail with a 7-day link is sent); POST /api/iam/invitations/:id/resend (new link, new 7 days);
 * DELETE /api/iam/invitations/:id (revoke: the link stops working).
 */

export async function getInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  return ZInvitationList.parse(await apiFetch<unknown>('/api/iam/invitations', { signal })).items;
}

export function invitationsQueryOptions() {
  return queryOptions({ ...CACHE_PROFILES.dashboard, queryKey: iamKeys.invitations, queryFn: ({ signal }) => getInvitations(signal) });
}

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}

export async function createInvitation(body: InvitationCreate): Promise<Invitation> {
  return ZInvitation.parse(await apiFetch<unknown>('/api/iam/invitations', { method: 'POST', body }));
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['iam', 'invitations', 'create'],
    mutationFn: createInvitation,
    // A second POST would mail a second link: never repeat it on our own.
    retry: false,
    // The dialog shows the refusal next to the form.
    meta: { errorToast: false },
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: iamKeys.all }), queryClient.invalidateQueries({ queryKey: ['network'] })]),
  });
}

export const resendInvitation = (id: string) =>
  apiFetch<unknown>(`/api/iam/invitations/${encodeURIComponent(id)}/resend`, { method: 'POST' });
export const revokeInvitation = (id: string) => apiFetch<unknown>(`/api/iam/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });

function useInvitationAction(name: string, fn: (id: string) => Promise<unknown>, refusedTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['iam', 'invitations', name],
    mutationFn: fn,
    retry: false,
    meta: { errorToast: false },
    onError: (error) => toast.error(refusedTitle, { description: errorMessage(error, 'Please try again.') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: iamKeys.all }),
  });
}

export const useResendInvitation = () => useInvitationAction('resend', resendInvitation, 'Invitation not resent');
export const useRevokeInvitation = () => useInvitationAction('revoke', revokeInvitation, 'Invitation not revoked');
