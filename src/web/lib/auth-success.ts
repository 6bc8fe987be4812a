import { useNavigate, useSearchParams } from 'react-router';
import type { Profile } from '../../shared/auth.contracts';
import { refreshUserData } from './app-cache';
import { postAuthTarget } from './redirect-target';

/** What sign-in and sign-up answer with: the new session's profile and the role's landing page. */
export interface AuthSuccess {
  user: Profile;
  redirectTo: string;
}

type SignedInListener = (user: Profile) => void;
let afterSignIn: SignedInListener = () => undefined;

/** What the app does once someone has signed in, besides re-reading the session (app/router.tsx: the spec's prefetch per role). */
export function onSignedIn(listener: SignedInListener): void {
  afterSignIn = listener;
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
    afterSignIn(data.user);
    await navigate(postAuthTarget(searchParams.get('redirect'), data.user, data.redirectTo), { replace: true });
  };
}
