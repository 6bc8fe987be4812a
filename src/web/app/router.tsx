import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROLE_ANALYTICS, ROLE_HOME } from '../../shared/roles';
import { paths, ROUTES, type RouteDef } from '../../shared/routes';
import { RouteError } from '../components/errors/route-error';
import { GuestOnly, RequireAccess, RequireAuth, RoleRedirect } from './guards';
import { RootShell } from './root-shell';
import { RouteScreen } from './route-screen';
import { webRoutes, type WebRoute } from './route-table';

/**
 * The router is generated from the route table (spec 2): every path gets exactly the guard its
 * RouteDef declares, so a route cannot exist without one. Pages and the two layouts are lazy chunks
 * (React Router's `lazy`): the router loads them before it renders the route, so nothing shifts, and
 * the sign-in and public pages never download the signed-in shell or a head-office feature.
 */

const isPublicSite = (r: RouteDef) => r.access.kind === 'public' || r.access.kind === 'guest';

function publicRoute(route: WebRoute): RouteObject {
  return {
    path: route.path,
    lazy: async () => {
      const Page = await route.page();
      const screen = <RouteScreen Page={Page} title={route.title} publicSite />;
      return { element: route.access.kind === 'guest' ? <GuestOnly>{screen}</GuestOnly> : screen };
    },
  };
}

function protectedRoute(route: WebRoute): RouteObject {
  return {
    path: route.path,
    lazy: async () => {
      const Page = await route.page();
      return {
        element: (
          <RequireAccess access={route.access}>
            <RouteScreen Page={Page} title={route.title} />
          </RequireAccess>
        ),
      };
    },
  };
}

export function buildRoutes(routes: readonly RouteDef[] = ROUTES): RouteObject[] {
  const all = webRoutes(routes);
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      children: [
        {
          lazy: async () => ({ Component: (await import('./layouts/public-layout')).PublicLayout }),
          children: [
            ...all.filter(isPublicSite).map(publicRoute),
            {
              path: '*',
              lazy: async () => {
                const { NotFoundPage } = await import('../pages/not-found-page');
                return { element: <RouteScreen Page={NotFoundPage} title="Page not found" /> };
              },
            },
          ],
        },
        {
          lazy: async () => {
            const { AppLayout } = await import('./layouts/app-layout');
            return {
              element: (
                <RequireAuth>
                  <AppLayout />
                </RequireAuth>
              ),
            };
          },
          children: all.filter((r) => !isPublicSite(r)).map(protectedRoute),
        },
        { path: paths.dashboard, element: <RoleRedirect targets={ROLE_HOME} /> },
        { path: paths.analytics, element: <RoleRedirect targets={ROLE_ANALYTICS} /> },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());
