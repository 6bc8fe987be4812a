import type { ComponentType } from 'react';
import type { CheckResult } from '../../../../shared/diagnostics.contracts';
import { SUPPLIER_PERMISSIONS, type Role, type SupplierPermission } from '../../../../shared/roles';
import { paths, roleMayOpen, type RouteAccess, type RouteDef } from '../../../../shared/routes';
import { navItemsFor } from '../../../app/nav-items';
import { webRoutes, type WebRoute } from '../../../app/route-table';
import { allowedRedirect } from '../../../lib/redirect-target';
import { fail, pass, redactedJson, timed, verdict } from './check-kit';

/**
 * routes: every route of the table (shared/routes.ts as the web app builds it, app/route-table.ts) loads a real page
 * (its chunk is fetched now, and timed), and the decisions made about it for the signed-in role agree with what its
 * access says: the route guard's (roleMayOpen, and the guard components themselves mounted with the live session),
 * the sign-in redirect's (lib/redirect-target.ts) and the sidebar's.
 */

export interface RoutesContext {
  role: Role;
  /** The supplier permissions the server sent with the session. */
  suppliers: readonly SupplierPermission[];
  routes?: readonly WebRoute[];
  /** The page a route without one shows (route-table.ts gives it to any path it has no page for). */
  placeholder?: () => Promise<ComponentType<never>>;
  mayOpen?: typeof roleMayOpen;
  navPaths?: (role: Role, can: (p: SupplierPermission) => boolean) => readonly string[];
  redirectAllows?: (path: string, role: Role, can: (p: SupplierPermission) => boolean) => boolean;
  /** The guard component itself, mounted with the live session (guard-probe.tsx); left out where there is no DOM. */
  guardLetsIn?: (route: RouteDef) => Promise<boolean>;
}

const placeholderPage = () => webRoutes([{ path: '/__diagnostics-no-page__', title: 'None', access: { kind: 'public' } }])[0].page();

/** Paths the sign-in redirect never returns to, whoever asks (they belong to signing in itself). */
const SIGN_IN_FLOW: readonly string[] = [paths.login, paths.authCallback, paths.forgotPassword, paths.resetPassword];

/** What the access says for a signed-in user of `role`, read on its own terms (not through roleMayOpen). */
export function accessAllows(access: RouteAccess, role: Role, suppliers: readonly SupplierPermission[]): boolean {
  if (access.kind === 'public' || access.kind === 'signedIn') return true;
  // Guest pages (sign-up, apply) send a signed-in user on.
  if (access.kind === 'guest') return false;
  if (access.kind === 'roles') return access.roles.includes(role);
  return suppliers.includes(access.permission);
}

function describeAccess(access: RouteAccess): string {
  if (access.kind === 'roles') return `roles ${access.roles.join(', ')}`;
  if (access.kind === 'supplier') return `supplier permission "${access.permission}"`;
  return access.kind === 'signedIn' ? 'any signed-in user' : access.kind === 'guest' ? 'visitors only' : 'anyone';
}

/** A concrete URL of the route (each `:param` filled in), as a link to it would be. */
export const samplePath = (path: string) => path.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000');

export async function routesChecks(ctx: RoutesContext): Promise<CheckResult[]> {
  const {
    role,
    suppliers,
    routes = webRoutes(),
    placeholder = placeholderPage,
    mayOpen = roleMayOpen,
    navPaths = (r, can) => navItemsFor(r, can).map((i) => i.path),
    redirectAllows = (path, r, can) => allowedRedirect(path, r, can) !== null,
    guardLetsIn,
  } = ctx;
  const can = (p: SupplierPermission) => suppliers.includes(p);
  const Placeholder = await placeholder();
  const nav = new Set(navPaths(role, can));
  const results: CheckResult[] = [];

  results.push(
    await timed('Supplier permissions of the session match the permission matrix', () => {
      const matrix = [...SUPPLIER_PERMISSIONS[role]].sort();
      const session = [...suppliers].sort();
      const evidence = { request: `GET /api/session → permissions.suppliers (role ${role})`, response: redactedJson({ session, matrix }) };
      return verdict(
        session.join() === matrix.join(),
        `${role}: ${session.length ? session.join(', ') : 'none'}, as the matrix says.`,
        `The session says ${session.join(', ') || 'none'}, the matrix ${matrix.join(', ') || 'none'}.`,
        evidence,
      );
    }),
  );

  for (const route of routes) {
    results.push(
      await timed(`${route.path} (${route.title})`, async () => {
        const started = performance.now();
        const Page = await route.page();
        const loadMs = Math.round(performance.now() - started);
        const expected = accessAllows(route.access, role, suppliers);
        const guard = mayOpen(route.access, role, can);
        const problems: string[] = [];
        if (typeof Page !== 'function' && (typeof Page !== 'object' || Page === null)) problems.push('its loader resolved to no component');
        else if ((Page as unknown) === (Placeholder as unknown))
          problems.push('it still shows the placeholder page ("This area is being built")');
        if (guard !== expected)
          problems.push(`the route guard ${guard ? 'lets' : 'keeps'} ${role} ${guard ? 'in' : 'out'}, its access says otherwise`);
        const mounted = guardLetsIn ? await guardLetsIn(route) : null;
        if (mounted !== null && mounted !== expected)
          problems.push(`the mounted guard ${mounted ? 'shows' : 'refuses'} the page to ${role}, its access says otherwise`);
        let redirect: boolean | null = null;
        if (!SIGN_IN_FLOW.includes(route.path)) {
          redirect = redirectAllows(samplePath(route.path), role, can);
          if (redirect !== expected) problems.push(`the sign-in redirect ${redirect ? 'accepts' : 'refuses'} it for ${role}`);
        }
        const inNav = nav.has(route.path);
        if (inNav !== (Boolean(route.nav) && expected))
          problems.push(inNav ? 'the sidebar shows it though it should not' : 'the sidebar leaves it out');

        const evidence = {
          request: `import page of ${route.path}; access ${describeAccess(route.access)}; role ${role}`,
          response: redactedJson({
            loadMs,
            placeholder: Page === (Placeholder as unknown),
            expected,
            guard,
            mounted,
            redirect,
            nav: inNav,
          }),
        };
        if (problems.length > 0) return fail(`${problems.join('; ')}.`, evidence);
        return pass(
          `Page loaded in ${loadMs} ms. ${expected ? `${role} may open it` : `${role} is kept out`} (${describeAccess(route.access)})` +
            `${route.nav ? (inNav ? '; in the sidebar.' : '; not in the sidebar.') : '.'}`,
          evidence,
        );
      }),
    );
  }
  return results;
}
