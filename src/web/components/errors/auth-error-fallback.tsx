import { useEffect } from 'react';
import { AUTH_MESSAGES } from '../../../shared/errors';
import { signOutAndClear } from '../../lib/sign-out';
import { AuthErrorScreen } from './auth-error-screen';

/**
 * Shown when a render error looks like an authentication problem (spec 8): the session can't be
 * trusted any more, so sign out and clear cached data before offering "Sign In Again".
 */
export function AuthErrorFallback({ fullPage = true }: { fullPage?: boolean }) {
  useEffect(() => {
    void signOutAndClear();
  }, []);
  return <AuthErrorScreen kind="auth" fullPage={fullPage} message={AUTH_MESSAGES.SESSION_EXPIRED} />;
}
