import { matchPath } from 'react-router';
import { paths, ROUTES } from '../../shared/routes';
import { hasSupplierPermission, ROLE_HOME, type Role, type SupplierPermission } from '../../shared/roles';
import { roleMayOpen } from '../../shared/routes';

/**
 * Where to go after signing in. A `?redirect=` value is honoured only when it is a same-site path of the
 * route table that the user's role may open; anything else (other sites, guest pages, unknown paths)
 * falls back to the role's home, so the parameter can't be used as an open redirect or a loop.
 */

/** Paths that only make sense while signing in; returning to them would be pointless. */
const AUTH_FLOW_PATHS: readonly string[] = [paths.login, paths.authCallback, paths.forgotPassword, paths.resetPassword];
/** Role-resolving aliases that are not in the route table but are fine to land on. */
const ALIASES: readonly string[] = [paths.dashboard, paths.analytics];

export function allowedRedirect(
  raw: string | null | undefined,
  role: Role,
  can: (p: SupplierPermission) => boolean = (p) => hasSupplierPermission(role, p),
): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://same.site');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.site') return null;
  const pathname = url.pathname;
  if (AUTH_FLOW_PATHS.includes(pathname)) return null;
  const target = pathname + url.search + url.hash;
  if (ALIASES.includes(pathname)) return target;
  const route = ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  if (!route || !roleMayOpen(route.access, role, can)) return null;
  return target;
}

export function postAuthTarget(raw: string | null | undefined, user: { role: Role }, redirectTo?: string): string {
  return allowedRedirect(raw, user.role) ?? redirectTo ?? ROLE_HOME[user.role];
}

/** `/login?redirect=<path+search>` for a visit that needs signing in first. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const back = location.pathname + location.search;
  return back && back !== '/' ? `${paths.login}?redirect=${encodeURIComponent(back)}` : paths.login;
}
