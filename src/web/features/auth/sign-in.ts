import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SignIn } from '../../../shared/auth.contracts';
import { GENERIC_FALLBACK_MESSAGE } from '../../../shared/errors';
import { apiFetch, errorMessage } from '../../lib/api-client';
import { useAfterAuthSuccess, type AuthSuccess } from './auth-success';

/**
 * POST /api/auth/sign-in/email {email, password} → {user, redirectTo}.
 * Failure codes: INVALID_CREDENTIALS, EMAIL_NOT_CONFIRMED, TOO_MANY_REQUESTS, ACCOUNT_DISABLED, VALIDATION_ERROR.
 */

export function signIn(body: SignIn): Promise<AuthSuccess> {
  return apiFetch<AuthSuccess>('/api/auth/sign-in/email', { method: 'POST', body });
}

export function useSignIn() {
  const afterSuccess = useAfterAuthSuccess();
  return useMutation({
    mutationKey: ['auth', 'sign-in'],
    mutationFn: signIn,
    // Never re-send credentials automatically: a retried 429 would only extend the lock-out.
    retry: false,
    // The form shows the error inline and raises its own "Login Failed" toast.
    meta: { errorToast: false },
    onSuccess: afterSuccess,
    onError: (error) => {
      toast.error('Login Failed', { description: errorMessage(error, GENERIC_FALLBACK_MESSAGE) });
    },
  });
}
