import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../auth/session';
import { publicRoute, signedIn } from './openapi-errors';

/** A permission guard from ctx.guards (`can(…)`, `self`, `signedIn`), or 'public' for a route anyone may call. */
export type RouteGuard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | 'public';

/** A route's documentation and validation: its zod schemas, a summary, and the error statuses of its own. */
export interface RouteSpec extends Omit<FastifySchema, 'tags' | 'security' | 'summary'> {
  summary: string;
  /** Statuses beyond the guard's 401/403 and the validation 422 (e.g. 404, 409); see openapi-errors.ts. */
  errors?: number[];
}

/** The handler fastify types from the spec: `req.params`, `req.query`, `req.body` parsed; the return checked against `response`. */
export type RouteHandler<S extends RouteSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Omit<S, 'errors'>,
  ZodTypeProvider
>;

type Declare = <const S extends RouteSpec>(url: string, guard: RouteGuard, spec: S, handler: RouteHandler<S>) => void;

/**
 * The one way a module declares its routes: method, url, guard, spec, handler. Every route so gets its tags, its
 * security and its error responses (signedIn()/publicRoute()), and its guard as the onRequest hook.
 */
export function routeKit(app: FastifyInstance, tags: string[]) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const declare =
    (method: HTTPMethods): Declare =>
    (url, guard, { errors = [], ...spec }, handler) => {
      const schema = guard === 'public' ? publicRoute({ tags, ...spec }, ...errors) : signedIn({ tags, ...spec }, ...errors);
      r.route({ method, url, schema, handler: handler as never, ...(guard === 'public' ? {} : { onRequest: guard }) });
    };
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT'), patch: declare('PATCH'), delete: declare('DELETE') };
}

/** The caller of a write the services audit: the actor the guard put on the request, and the request's address. */
export const who = (req: FastifyRequest) => ({ actor: requireActor(req), ip: req.ip });
