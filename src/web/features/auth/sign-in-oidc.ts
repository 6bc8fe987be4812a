import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { ZOidcRedirect } from './auth-schemas';
import { showLoginFailed } from './login-failed-toast';

/**
 * POST /api/auth/sign-in/oidc {redirectTo?} → {url}: the provider's sign-in page. The provider sends
 * the browser back to /auth/callback?type=oidc (or /login?error=oidc&message=… when it failed).
 */

export async function startOidcSignIn(body: { redirectTo?: string }): Promise<string> {
  return ZOidcRedirect.parse(await apiFetch<unknown>('/api/auth/sign-in/oidc', { method: 'POST', body })).url;
}

export function useOidcSignIn() {
  return useMutation({
    mutationKey: ['auth', 'sign-in', 'oidc'],
    mutationFn: startOidcSignIn,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => void showLoginFailed(error),
  });
}
