import type { SignIn, SignInResult } from '../../../shared/auth.contracts';
import { apiFetch } from '../../lib/api-client';
import { useAfterAuthSuccess } from '../../lib/auth-success';
import { useAction } from '../../lib/use-action';
import { showLoginFailed } from './login-failed-toast';

/**
 * POST /api/auth/sign-in/email {email, password} → {user, redirectTo}, or {twoFactorRequired: true}
 * when the account has an authenticator: then the code goes to POST /api/auth/two-factor/verify.
 * `email` may also be a verified phone number.
 * Failure codes: INVALID_CREDENTIALS, EMAIL_NOT_CONFIRMED, TOO_MANY_REQUESTS, ACCOUNT_DISABLED, VALIDATION_ERROR.
 */

export async function signIn(body: SignIn): Promise<SignInResult> {
  const answer = await apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', body });
  // zod is not part of the sign-in page's first load; the form's first check has usually loaded it already.
  const { ZSignInAnswer } = await import('./auth-schemas');
  return ZSignInAnswer.parse(answer);
}

export function needsTwoFactor(result: SignInResult): result is Extract<SignInResult, { twoFactorRequired: true }> {
  return 'twoFactorRequired' in result && result.twoFactorRequired === true;
}

export function useSignIn() {
  const afterSuccess = useAfterAuthSuccess();
  // Not a TanStack mutation: the sign-in page does without TanStack Query. Never re-sent automatically (a retried 429
  // would only extend the lock-out); the form shows the error inline and raises its own "Login Failed" toast.
  return useAction(signIn, {
    // With two-factor on, the form asks for the code next; otherwise the session has started.
    onSuccess: (result) => (needsTwoFactor(result) ? undefined : afterSuccess(result)),
    onError: (error) => {
      void showLoginFailed(error);
    },
  });
}
