import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { ZChangePassword } from '../../../shared/account.contracts';
import { apiFetch } from '../../lib/api-client';
import { securityKeys } from './query-keys';

/**
 * POST /api/profile/password {currentPassword, newPassword, signOutOtherSessions} → {ok: true}.
 * A wrong current password is refused with a message; this browser stays signed in either way.
 */

export function changePassword(body: z.input<typeof ZChangePassword>): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/profile/password', { method: 'POST', body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'password', 'change'],
    mutationFn: changePassword,
    retry: false,
    meta: { errorToast: false },
    onSuccess: async (_data, body) => {
      toast.success(body.signOutOtherSessions === false ? 'Password changed' : 'Password changed; your other sessions were signed out');
      await queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
    },
  });
}
