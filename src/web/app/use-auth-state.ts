import { useEffect, useState } from 'react';
import type { Profile, SessionResponse } from '../../shared/auth.contracts';
import { SESSION } from '../../shared/constants';
import { grantedPermissions, type Permission } from '../../shared/roles';
import { useSession } from '../features/auth/get-session';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut'; session: SessionResponse | undefined }
  | { status: 'signedIn'; user: Profile; session: SessionResponse };

/** True once `active` has stayed true for `ms` (restarts whenever `active` turns true again). */
function useElapsed(active: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, ms]);
  return active && elapsed;
}

/**
 * The session as guards see it. While the session is being read we wait, but never longer than the
 * spec's forced auth-loading timeout (3 s): after that the visitor counts as signed out.
 */
export function useAuthState(): AuthState {
  const session = useSession();
  const user = session.data?.user ?? null;
  // A signed-out answer that is being re-read (e.g. right after sign-in) is not final yet.
  const waiting = !user && (session.isPending || session.isFetching);
  const timedOut = useElapsed(waiting, SESSION.authLoadingTimeoutMs);

  if (user && session.data) return { status: 'signedIn', user, session: session.data };
  if (waiting && !timedOut) return { status: 'loading' };
  return { status: 'signedOut', session: session.data };
}

/**
 * What the signed-in user may do, as the server said with the session (permission-matrix keys), so a page
 * decides before fetching instead of collecting a 403. Null while no one is signed in.
 */
export function permissionsOf(auth: AuthState): ReadonlySet<string> | null {
  if (auth.status !== 'signedIn') return null;
  return new Set(auth.session.permissions?.granted ?? grantedPermissions(auth.user.role));
}

export function useCan(permission: Permission): boolean {
  return permissionsOf(useAuthState())?.has(permission) ?? false;
}
