import { useMutation } from '@tanstack/react-query';
import type { SignIn, SignInResult } from '../../../shared/auth.contracts';
import { apiFetch } from '../../lib/api-client';
import { useAfterAuthSuccess } from '../../lib/auth-success';
import { ZSignInAnswer } from './auth-schemas';
import { showLoginFailed } from './login-failed-toast';

/**
 * POST /api/auth/sign-in/email {email, password} → {user, redirectTo}, or {twoFactorRequired: true}
 * when the account has an authenticator: then the code goes to POST /api/auth/two-factor/verify.
 * `email` may also be a verified phone number.
 * Failure codes: INVALID_CREDENTIALS, EMAIL_NOT_CONFIRMED, TOO_MANY_REQUESTS, ACCOUNT_DISABLED, VALIDATION_ERROR.
 */

export async function signIn(body: SignIn): Promise<SignInResult> {
  return ZSignInAnswer.parse(await apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', body }));
}

export function needsTwoFactor(result: SignInResult): result is Extract<SignInResult, { twoFactorRequired: true }> {
  return 'twoFactorRequired' in result && result.twoFactorRequired === true;
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
    // With two-factor on, the form asks for the code next; otherwise the session has started.
    onSuccess: (result) => (needsTwoFactor(result) ? undefined : afterSuccess(result)),
    onError: (error) => {
      void showLoginFailed(error);
    },
  });
}
