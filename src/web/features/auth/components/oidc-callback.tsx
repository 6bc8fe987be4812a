import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../../shared/routes';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { sessionQueryOptions } from '../get-session';
import { postAuthTarget } from '../../../lib/redirect-target';

const FAILED = 'Signing in with your organisation account did not work. Please try again.';

/**
 * /auth/callback?type=oidc: the provider has sent the browser back and the server has started the
 * session. Re-read everything under ['user'], then go where the user was heading or to the role's home.
 */
export function OidcCallback() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? params.get('redirectTo');

  useEffect(() => {
    let live = true;
    void (async () => {
      let target: string;
      try {
        await queryClient.invalidateQueries({ queryKey: ['user'], refetchType: 'all' });
        const session = await queryClient.fetchQuery(sessionQueryOptions());
        target = session.user ? postAuthTarget(redirect, session.user) : `${paths.login}?error=oidc&message=${encodeURIComponent(FAILED)}`;
      } catch {
        target = `${paths.login}?error=oidc&message=${encodeURIComponent(FAILED)}`;
      }
      if (live) await navigate(target, { replace: true });
    })();
    return () => {
      live = false;
    };
  }, [queryClient, navigate, redirect]);

  return <LoadingScreen fullPage={false} message="Signing you in…" />;
}
