import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes';
import { NAV_ICONS } from './nav-icons';
import { PUBLIC_SITE_ROUTE_PATHS, ROUTE_UI_PATHS, SIGNED_IN_ROUTE_PATHS, webRoutes } from './route-table';
import { PUBLIC_SITE_PAGES } from './public-site-pages';
import { SIGNED_IN_PAGES } from './signed-in-pages';

describe('the web route table', () => {
  it('describes only routes of the shared table (a renamed path cannot leave a stale page behind)', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const p of ROUTE_UI_PATHS) expect(paths.has(p), p).toBe(true);
  });

  it('gives every route a lazy page and an icon, in the shared order', () => {
    const routes = webRoutes();
    expect(routes.map((r) => r.path)).toEqual(ROUTES.map((r) => r.path));
    for (const r of routes) {
      expect(typeof r.page, r.path).toBe('function');
      expect(NAV_ICONS[r.icon], r.path).toBeTruthy();
    }
  });

  it("has a loader in signed-in-pages.ts for exactly the routes marked 'signed-in', none of them public", () => {
    expect(Object.keys(SIGNED_IN_PAGES).sort()).toEqual([...SIGNED_IN_ROUTE_PATHS].sort());
    const publicPaths = ROUTES.filter((r) => r.access.kind === 'public' || r.access.kind === 'guest').map((r) => r.path);
    for (const p of SIGNED_IN_ROUTE_PATHS) expect(publicPaths, p).not.toContain(p);
  });

  it("has a loader in public-site-pages.ts for exactly the routes marked 'public-site', all of them public or guest", () => {
    expect(Object.keys(PUBLIC_SITE_PAGES).sort()).toEqual([...PUBLIC_SITE_ROUTE_PATHS].sort());
    const publicPaths = ROUTES.filter((r) => r.access.kind === 'public' || r.access.kind === 'guest').map((r) => r.path);
    for (const p of PUBLIC_SITE_ROUTE_PATHS) expect(publicPaths, p).toContain(p);
  });
});
