import { describe, expect, it } from 'vitest';
import { ROLES, SUPPLIER_PERMISSIONS } from '../../../../shared/roles';
import { roleMayOpen, type RouteDef } from '../../../../shared/routes';
import { webRoutes, type WebRoute } from '../../../app/route-table';
import { accessAllows, routesChecks, samplePath } from './routes';

function RealPage() {
  return null;
}
function Placeholder() {
  return null;
}
const placeholder = () => Promise.resolve(Placeholder);
/** The real table with every page stubbed (node cannot load the pages' chunks; the browser does). */
const stubbed = (routes: readonly WebRoute[] = webRoutes()) => routes.map((r) => ({ ...r, page: () => Promise.resolve(RealPage) }));
const route = (def: RouteDef, Page: () => null = RealPage): WebRoute => ({ ...def, icon: 'FileText', page: () => Promise.resolve(Page) });

describe('the routes suite', () => {
  it.each(ROLES)('passes for %s over the whole route table (guard, sign-in redirect and sidebar agree)', async (role) => {
    const checks = await routesChecks({ role, suppliers: SUPPLIER_PERMISSIONS[role], routes: stubbed(), placeholder });
    expect(checks.filter((c) => c.status !== 'pass').map((c) => `${c.name}: ${c.detail}`)).toEqual([]);
    expect(checks).toHaveLength(webRoutes().length + 1);
  });

  it('fails a route that still shows the placeholder page', async () => {
    const routes = [route({ path: '/reports', title: 'Reports', access: { kind: 'signedIn' } }, Placeholder)];
    const [, check] = await routesChecks({ role: 'franchisor', suppliers: ['read', 'write'], routes, placeholder, navPaths: () => [] });
    expect(check.status).toBe('fail');
    expect(check.detail).toMatch(/placeholder/);
  });

  it('uses the route table’s own placeholder by default (a path without a page is caught)', async () => {
    const noPage = webRoutes([{ path: '/not-in-the-table', title: 'Nowhere', access: { kind: 'signedIn' } }]);
    const [, check] = await routesChecks({ role: 'franchisor', suppliers: ['read', 'write'], routes: noPage, navPaths: () => [] });
    expect(check.status).toBe('fail');
    expect(check.detail).toMatch(/placeholder/);
  });

  it('fails when the route guard lets a role in that the access keeps out', async () => {
    const routes = stubbed().filter((r) => r.path === '/franchisor-dashboard');
    const leaky: typeof roleMayOpen = () => true;
    const [, check] = await routesChecks({ role: 'franchisee', suppliers: [], routes, placeholder, mayOpen: leaky });
    expect(check.status).toBe('fail');
    expect(check.detail).toMatch(/route guard lets franchisee in/);
  });

  it('fails when the mounted guard component shows the page to a role the access keeps out', async () => {
    const routes = stubbed().filter((r) => r.path === '/iam-management');
    const [, check] = await routesChecks({
      role: 'franchisee',
      suppliers: [],
      routes,
      placeholder,
      guardLetsIn: () => Promise.resolve(true),
    });
    expect(check.status).toBe('fail');
    expect(check.detail).toMatch(/mounted guard shows the page to franchisee/);
    const [, fine] = await routesChecks({
      role: 'franchisee',
      suppliers: [],
      routes,
      placeholder,
      guardLetsIn: () => Promise.resolve(false),
    });
    expect(fine.status).toBe('pass');
  });

  it('fails when the sign-in redirect or the sidebar disagree with the access', async () => {
    const routes = stubbed().filter((r) => r.path === '/suppliers');
    const [, redirect] = await routesChecks({ role: 'admin', suppliers: ['read'], routes, placeholder, redirectAllows: () => false });
    expect(redirect.detail).toMatch(/sign-in redirect refuses/);
    const [, nav] = await routesChecks({ role: 'admin', suppliers: ['read'], routes, placeholder, navPaths: () => [] });
    expect(nav.status).toBe('fail');
    expect(nav.detail).toMatch(/sidebar leaves it out/);
  });

  it('fails when the session’s supplier permissions differ from the matrix', async () => {
    const [check] = await routesChecks({ role: 'franchisee', suppliers: ['read'], routes: [], placeholder });
    expect(check.status).toBe('fail');
  });

  it('reads each kind of access on its own terms', () => {
    expect(accessAllows({ kind: 'guest' }, 'user', [])).toBe(false);
    expect(accessAllows({ kind: 'roles', roles: ['admin'] }, 'admin', [])).toBe(true);
    expect(accessAllows({ kind: 'supplier', permission: 'write' }, 'franchisor', ['read'])).toBe(false);
    expect(samplePath('/suppliers/purchase-orders/:id')).toBe('/suppliers/purchase-orders/00000000-0000-4000-8000-000000000000');
  });
});
