import { use, type ComponentType } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router';
import { ROLE_ANALYTICS, ROLE_HOME } from '../../shared/roles';
import { paths, ROUTES, type RouteDef } from '../../shared/routes';
import { GuestOnly, RequireAccess, RequireAuth, RoleRedirect } from './guards';
import { RootShell } from './root-shell';
import { RouteScreen } from './route-screen';
import { webRoutes, type PageProps, type WebRoute } from './route-table';
import { preloadQueryClient, WithQueryClient } from './with-query-client';
import { onSignedIn } from '../lib/auth-success';

/**
 * The router is generated from the route table (spec 2): every path gets exactly the guard its RouteDef declares,
 * so a route cannot exist without one. Pages and the two layouts are lazy chunks, so the sign-in and public pages
 * never download the signed-in shell or a head-office feature.
 *
 * Declarative routes (<BrowserRouter>), not the data router: the app has no loaders or actions, and the data
 * router's code is 15 KB of brotli on every page (issue 12's /login budget is 110 KB). What the data router did
 * for us is done here instead: the current URL's layout and page start downloading as the entry runs
 * (preloadCurrentRoute), in parallel with the session request, and navigations are transitions (BrowserRouter's
 * default), so the previous page stays on screen until the next one's chunk has arrived. Render failures land in
 * the layouts' and the providers' error boundaries.
 */

const isPublicSite = (r: RouteDef) => r.access.kind === 'public' || r.access.kind === 'guest';

/**
 * Public pages built without TanStack Query (their session read is features/auth/session-store.ts): they load
 * without the query client, which every other page gets through <WithQueryClient> (issue 12: /login ≤ 110 KB).
 * A page listed here that calls a query hook fails at once ("No QueryClient set"), in its e2e test.
 */
const WITHOUT_QUERY_CLIENT: ReadonlySet<string> = new Set([
  paths.login,
  paths.home,
  paths.contact,
  paths.blog,
  '/blog/:id',
  '/brand/:brandId',
  paths.apply,
]);

interface LazyComponent<P> {
  Component: ComponentType<P>;
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component loaded on first use (or on preload). Once loaded it renders without suspending; a failed download
 * is thrown to the nearest error boundary and tried again on the next render (its Try Again).
 */
function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  function Component(props: P) {
    const Loaded = loaded ?? use(preload());
    // eslint-disable-next-line react-hooks/static-components -- Loaded is the page's own module-level component, the same every render
    return <Loaded {...props} />;
  }
  return { Component, preload };
}

const publicLayout = lazyComponent(() => import('./layouts/public-layout').then((m) => m.PublicLayout));
const appLayout = lazyComponent(() => import('./layouts/app-layout').then((m) => m.AppLayout));
const notFound = lazyComponent<PageProps>(() => import('../pages/not-found-page').then((m) => m.NotFoundPage));

interface LazyRoute {
  route: WebRoute;
  page: LazyComponent<PageProps>;
  layout: LazyComponent<object>;
  queryClient: boolean;
}

function lazyRoutes(routes: readonly RouteDef[]): LazyRoute[] {
  return webRoutes(routes).map((route) => ({
    route,
    page: lazyComponent(route.page),
    layout: isPublicSite(route) ? publicLayout : appLayout,
    queryClient: !WITHOUT_QUERY_CLIENT.has(route.path),
  }));
}

function publicRoute({ route, page: { Component: Page }, queryClient }: LazyRoute) {
  const page = <RouteScreen Page={Page} title={route.title} publicSite />;
  const screen = queryClient ? <WithQueryClient>{page}</WithQueryClient> : page;
  return <Route key={route.path} path={route.path} element={route.access.kind === 'guest' ? <GuestOnly>{screen}</GuestOnly> : screen} />;
}

function protectedRoute({ route, page: { Component: Page } }: LazyRoute) {
  return (
    <Route
      key={route.path}
      path={route.path}
      element={
        <RequireAccess access={route.access}>
          <RouteScreen Page={Page} title={route.title} />
        </RequireAccess>
      }
    />
  );
}

export function buildRoutes(routes: readonly LazyRoute[]) {
  const PublicLayout = publicLayout.Component;
  const AppLayout = appLayout.Component;
  return (
    <Route element={<RootShell />}>
      <Route element={<PublicLayout />}>
        {routes.filter((r) => isPublicSite(r.route)).map(publicRoute)}
        <Route path="*" element={<RouteScreen Page={notFound.Component} title="Page not found" />} />
      </Route>
      <Route
        element={
          <RequireAuth>
            <WithQueryClient>
              <AppLayout />
            </WithQueryClient>
          </RequireAuth>
        }
      >
        {routes.filter((r) => !isPublicSite(r.route)).map(protectedRoute)}
      </Route>
      <Route path={paths.dashboard} element={<RoleRedirect targets={ROLE_HOME} />} />
      <Route path={paths.analytics} element={<RoleRedirect targets={ROLE_ANALYTICS} />} />
    </Route>
  );
}

const ROUTE_LIST = lazyRoutes(ROUTES);

// The spec's prefetch per role, right after sign-in, while the landing page's chunks download (app/prefetch.ts).
onSignedIn((user) => {
  Promise.all([import('./prefetch'), import('./query-client'), preloadQueryClient()])
    .then(([rules, { queryClient }]) => rules.prefetchAfterSignIn(queryClient, user.role))
    .catch(() => undefined);
});
const ROUTE_ELEMENTS = buildRoutes(ROUTE_LIST);

/**
 * Starts downloading the layout and page chunks of `pathname` now, rather than when React first renders them
 * (after the entry ran, and for signed-in pages after the session answered). Unknown paths get the not-found page.
 */
export function preloadRoute(pathname: string): Promise<void> {
  if (pathname === paths.dashboard || pathname === paths.analytics) return Promise.resolve(); // a redirect: its target preloads nothing yet
  const match = ROUTE_LIST.find((r) => matchPath({ path: r.route.path, end: true }, pathname));
  const chunks: Promise<unknown>[] = match ? [match.layout.preload(), match.page.preload()] : [publicLayout.preload(), notFound.preload()];
  if (match?.queryClient) chunks.push(preloadQueryClient());
  // A failed preload is not reported here: the render that needs the chunk loads it again and shows the error.
  return Promise.all(chunks).then(
    () => undefined,
    () => undefined,
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>{ROUTE_ELEMENTS}</Routes>
    </BrowserRouter>
  );
}
