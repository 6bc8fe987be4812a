import { apiFetch } from '../../lib/api-client';
import { useAction } from '../../lib/use-action';
import { showLoginFailed } from './login-failed-toast';

/**
 * POST /api/auth/sign-in/oidc {redirectTo?} → {url}: the provider's sign-in page. The provider sends
 * the browser back to /auth/callback?type=oidc (or /login?error=oidc&message=… when it failed).
 */

export async function startOidcSignIn(body: { redirectTo?: string }): Promise<string> {
  const answer = await apiFetch<unknown>('/api/auth/sign-in/oidc', { method: 'POST', body });
  // Loaded on the click: zod is not part of the sign-in page's first load.
  const { ZOidcRedirect } = await import('./auth-schemas');
  return ZOidcRedirect.parse(answer).url;
}

export function useOidcSignIn() {
  // Not a TanStack mutation (the sign-in page does without TanStack Query); never retried, its failure told once.
  return useAction(startOidcSignIn, {
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => void showLoginFailed(error),
  });
}
