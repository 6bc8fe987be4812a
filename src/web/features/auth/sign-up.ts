import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SignUp } from '../../../shared/auth.contracts';
import { apiFetch } from '../../lib/api-client';
import { useAfterAuthSuccess, type AuthSuccess } from '../../lib/auth-success';

/**
 * POST /api/auth/sign-up/email {fullName, email, password} → {user, redirectTo}; the new account is signed in.
 * Failure codes: USER_ALREADY_REGISTERED, WEAK_PASSWORD, SIGNUP_DISABLED, SIGNUP_FAILED,
 * VALIDATION_ERROR (details.fieldErrors).
 */

export function signUp(body: SignUp): Promise<AuthSuccess> {
  return apiFetch<AuthSuccess>('/api/auth/sign-up/email', { method: 'POST', body });
}

export function useSignUp() {
  const afterSuccess = useAfterAuthSuccess();
  return useMutation({
    mutationKey: ['auth', 'sign-up'],
    mutationFn: signUp,
    // Re-sending a sign-up could create the account twice over a flaky link; the user retries instead.
    retry: false,
    meta: { errorToast: false },
    onSuccess: afterSuccess,
    // The form says why, once: next to the field it concerns, or above the form. The toast only announces it.
    onError: () => {
      toast.error('Registration Failed');
    },
  });
}
