import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZInvitationAccept, ZInvitationPreview } from '../../../shared/iam.contracts';
import { apiFetch } from '../../lib/api-client';
import { useAfterAuthSuccess, type AuthSuccess } from '../../lib/auth-success';
import { iamKeys } from '../../lib/query-keys/iam';

/**
 * The public side of an invitation. GET /api/invitations/:token → InvitationPreview {email, fullName,
 * role, expiresAt} (404/410 when unknown, revoked, used or expired); POST /api/invitations/accept
 * {token, fullName, password} → {user, redirectTo} with a session cookie.
 */

export type InvitationPreview = z.infer<typeof ZInvitationPreview>;
export type InvitationAccept = z.input<typeof ZInvitationAccept>;

export async function getInvitationPreview(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return ZInvitationPreview.parse(await apiFetch<unknown>(`/api/invitations/${encodeURIComponent(token)}`, { signal }));
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: iamKeys.invitationPreview(token),
    queryFn: ({ signal }) => getInvitationPreview(token, signal),
    // An unknown or expired link stays so: say it at once rather than retrying.
    retry: false,
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}

export function acceptInvitation(body: InvitationAccept): Promise<AuthSuccess> {
  return apiFetch<AuthSuccess>('/api/invitations/accept', { method: 'POST', body });
}

export function useAcceptInvitation() {
  const afterSuccess = useAfterAuthSuccess();
  return useMutation({
    mutationKey: ['invitation', 'accept'],
    mutationFn: acceptInvitation,
    retry: false,
    meta: { errorToast: false },
    // Same as sign-in: re-read the session (and everything under ['user']) before moving on.
    onSuccess: afterSuccess,
  });
}
