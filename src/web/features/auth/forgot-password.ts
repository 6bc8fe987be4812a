import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/**
 * POST /api/auth/forgot-password {email} → {ok: true}. The server answers the same for unknown
 * addresses (no account probing). Failure codes: RESET_THROTTLED (429), RESET_FAILED.
 */

export function requestPasswordReset(body: { email: string }): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/forgot-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: requestPasswordReset,
    // A retry would hit the 60-second throttle and replace success with RESET_THROTTLED.
    retry: false,
    meta: { errorToast: false },
  });
}
