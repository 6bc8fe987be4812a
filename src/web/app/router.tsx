import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROLE_ANALYTICS, ROLE_HOME } from '../../shared/roles';
import { paths, ROUTES, type RouteDef } from '../../shared/routes';
import { RouteError } from '../components/errors/route-error';
import { NotFoundPage } from '../pages/not-found-page';
import { GuestOnly, RequireAccess, RequireAuth, RoleRedirect } from './guards';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootShell } from './root-shell';
import { RouteScreen, useDocumentTitle } from './route-screen';

/**
 * The router is generated from the shared route table (spec 2): every path gets exactly the guard
 * its RouteDef declares, so a route cannot exist without one.
 */

const isPublicSite = (r: RouteDef) => r.access.kind === 'public' || r.access.kind === 'guest';

function publicRoute(route: RouteDef): RouteObject {
  const screen = <RouteScreen route={route} publicSite />;
  return { path: route.path, element: route.access.kind === 'guest' ? <GuestOnly>{screen}</GuestOnly> : screen };
}

function protectedRoute(route: RouteDef): RouteObject {
  return {
    path: route.path,
    element: (
      <RequireAccess access={route.access}>
        <RouteScreen route={route} />
      </RequireAccess>
    ),
  };
}

function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return <NotFoundPage />;
}

export function buildRoutes(routes: readonly RouteDef[] = ROUTES): RouteObject[] {
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicLayout />,
          children: [...routes.filter(isPublicSite).map(publicRoute), { path: '*', element: <NotFoundRoute /> }],
        },
        {
          element: (
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          ),
          children: routes.filter((r) => !isPublicSite(r)).map(protectedRoute),
        },
        { path: paths.dashboard, element: <RoleRedirect targets={ROLE_HOME} /> },
        { path: paths.analytics, element: <RoleRedirect targets={ROLE_ANALYTICS} /> },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());
