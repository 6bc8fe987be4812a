import type { FastifyInstance, RouteOptions } from 'fastify';
import { guardRule, type GuardRule } from '../auth/session';

/** One registered route as the diagnostics see it: what it answers and whether it declared itself public. */
export interface CatalogRoute {
  method: string;
  url: string;
  /** The OpenAPI security the route declared: [] public, a list signed in, undefined when it declared none. */
  security: readonly unknown[] | undefined;
  /** Whether a guard (an onRequest hook) runs before the handler. */
  guarded: boolean;
  /** What its guard checks (a permission, or only a session); undefined without a guard or for one a module wrote itself. */
  access: GuardRule | undefined;
}

/**
 * Records every route as it is registered (call before any route is added), so /test/auth-security can call each
 * protected one without a session and /test/routes can compare the API with the route table.
 */
export function recordRoutes(app: FastifyInstance): readonly CatalogRoute[] {
  const routes: CatalogRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const security = (route.schema as { security?: unknown[] } | undefined)?.security;
    const onRequest = route.onRequest;
    const guarded = Array.isArray(onRequest) ? onRequest.length > 0 : Boolean(onRequest);
    // route-kit gives each route its one guard as the hook; a list of hooks has no single rule.
    const access = Array.isArray(onRequest) ? (onRequest.length === 1 ? guardRule(onRequest[0]) : undefined) : guardRule(onRequest);
    for (const method of methods) {
      // HEAD twins of GET routes answer like their GET; OPTIONS is CORS.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: route.url, security, guarded, access });
    }
  });
  return routes;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalog: readonly CatalogRoute[];
  }
}
