import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ROLE_HOME, type Role } from '../../shared/roles';
import { paths, type RouteAccess } from '../../shared/routes';
import type { SupplierPermission } from '../../shared/roles';
import { LoadingScreen } from '../components/feedback/loading-screen';
import { allowedRedirect, loginPathFor } from '../lib/redirect-target';
import { useAuthState } from './use-auth-state';

export const CHECKING_AUTH_MESSAGE = 'Checking authentication...';

// Supplier routes are signed-in pages: their gate (a query of its own) loads with them, not with the entry.
const SupplierGate = lazy(() => import('./supplier-gate').then((m) => ({ default: m.SupplierGate })));

/** Head office requires two-factor for this role and the account has none: /profile first, nothing else. */
export const ENROL_TWO_FACTOR_PATH = `${paths.profile}?enroll=two-factor`;
function mustEnrollTwoFactor(session: { twoFactor: { mustEnroll: boolean } | null }): boolean {
  return session.twoFactor?.mustEnroll === true;
}

/** Protected area: signed-out visitors go to /login and come back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuthState();
  const location = useLocation();
  if (auth.status === 'loading') return <LoadingScreen message={CHECKING_AUTH_MESSAGE} />;
  if (auth.status === 'signedOut') return <Navigate to={loginPathFor(location)} replace />;
  if (mustEnrollTwoFactor(auth.session) && location.pathname !== paths.profile) return <Navigate to={ENROL_TWO_FACTOR_PATH} replace />;
  return children;
}

/**
 * Per-route check inside the protected area. Wrong role → the role's home, which its own role may
 * always open, so this never loops. Supplier routes check the permission and explain a refusal.
 */
export function RequireAccess({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const auth = useAuthState();
  if (auth.status !== 'signedIn') return null; // RequireAuth above handles these states
  const role = auth.user.role;
  if (access.kind === 'roles' && !access.roles.includes(role)) return <Navigate to={ROLE_HOME[role]} replace />;
  if (access.kind === 'supplier')
    return (
      <Suspense fallback={<LoadingScreen fullPage={false} message="Checking supplier access..." />}>
        <SupplierGate role={role} needed={access.permission}>
          {children}
        </SupplierGate>
      </Suspense>
    );
  return children;
}

/** Guest-only pages (/signup, /apply): a signed-in user goes where they were heading, else home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const auth = useAuthState();
  const [searchParams] = useSearchParams();
  if (auth.status === 'signedIn') {
    const role = auth.user.role;
    const permissions = auth.session.permissions?.suppliers;
    const can = permissions ? (p: SupplierPermission) => permissions.includes(p) : undefined;
    return <Navigate to={allowedRedirect(searchParams.get('redirect'), role, can) ?? ROLE_HOME[role]} replace />;
  }
  // Guest pages render while the session loads: they are harmless to show to anyone.
  return children;
}

/** `/dashboard` and `/analytics`: resolve to the role's own page. */
export function RoleRedirect({ targets }: { targets: Record<Role, string> }) {
  const auth = useAuthState();
  const location = useLocation();
  if (auth.status === 'loading') return <LoadingScreen message={CHECKING_AUTH_MESSAGE} />;
  if (auth.status === 'signedOut') return <Navigate to={loginPathFor(location)} replace />;
  if (mustEnrollTwoFactor(auth.session)) return <Navigate to={ENROL_TWO_FACTOR_PATH} replace />;
  return <Navigate to={targets[auth.user.role]} replace />;
}
