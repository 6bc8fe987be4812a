import { useMutation } from '@tanstack/react-query';
import { ZRedirectUrl } from '../../../shared/account.contracts';
import { apiFetch } from '../../lib/api-client';

/**
 * POST /api/profile/identities/oidc/link → {url}: the provider's sign-in page. The browser goes
 * there and the provider sends it back to the app when the account is linked.
 */

export async function startOidcLink(): Promise<string> {
  return ZRedirectUrl.parse(await apiFetch<unknown>('/api/profile/identities/oidc/link', { method: 'POST', body: {} })).url;
}

export function useLinkOidc() {
  return useMutation({
    mutationKey: ['user', 'identities', 'link'],
    mutationFn: startOidcLink,
    retry: false,
    onSuccess: (url) => window.location.assign(url),
  });
}
