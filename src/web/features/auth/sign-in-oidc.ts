import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZRedirectUrl } from '../../../shared/account.contracts';
import { GENERIC_FALLBACK_MESSAGE } from '../../../shared/errors';
import { apiFetch, errorMessage } from '../../lib/api-client';

/**
 * POST /api/auth/sign-in/oidc {redirectTo?} → {url}: the provider's sign-in page. The provider sends
 * the browser back to /auth/callback?type=oidc (or /login?error=oidc&message=… when it failed).
 */

export async function startOidcSignIn(body: { redirectTo?: string }): Promise<string> {
  return ZRedirectUrl.parse(await apiFetch<unknown>('/api/auth/sign-in/oidc', { method: 'POST', body })).url;
}

export function useOidcSignIn() {
  return useMutation({
    mutationKey: ['auth', 'sign-in', 'oidc'],
    mutationFn: startOidcSignIn,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => toast.error('Login Failed', { description: errorMessage(error, GENERIC_FALLBACK_MESSAGE) }),
  });
}
