import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../lib/api-client';
import { securityKeys } from './query-keys';

/** DELETE /api/profile/sessions/:id → {ok: true}: signs that device out at its next request. */

export function revokeSession(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/profile/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'sessions', 'revoke'],
    mutationFn: revokeSession,
    onSuccess: () => toast.success('Session signed out'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}
