import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../lib/api-client';
import { securityKeys } from './query-keys';

/** POST /api/profile/sessions/revoke-others → {ok: true}: every session but this browser's ends. */

export function revokeOtherSessions(): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/profile/sessions/revoke-others', { method: 'POST', body: {} });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'sessions', 'revoke-others'],
    mutationFn: revokeOtherSessions,
    onSuccess: () => toast.success('All other sessions were signed out'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}
