import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/** POST /api/auth/reset-password {token, password} → {ok: true}. Failure: VALIDATION_ERROR with message. */

export function resetPassword(body: { token: string; password: string }): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: resetPassword,
    // Reset tokens are single-use: a blind retry after a lost answer would report a spent token.
    retry: false,
    meta: { errorToast: false },
  });
}
