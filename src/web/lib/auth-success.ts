import { useNavigate, useSearchParams } from 'react-router';
import type { Profile } from '../../shared/auth.contracts';
import { refreshUserData } from './app-cache';
import { postAuthTarget } from './redirect-target';

/** What sign-in and sign-up answer with: the new session's profile and the role's landing page. */
export interface AuthSuccess {
  user: Profile;
  redirectTo: string;
}

/**
 * After sign-in/sign-up: re-read everything under ['user'] (session, permissions) and wait for it,
 * so guards on the next page already see the signed-in session, then go where the user was heading.
 */
export function useAfterAuthSuccess() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return async (data: AuthSuccess) => {
    // The session store, and the query client if it has loaded (lib/app-cache.ts): no TanStack on the sign-in page.
    await refreshUserData();
    await navigate(postAuthTarget(searchParams.get('redirect'), data.user, data.redirectTo), { replace: true });
  };
}
