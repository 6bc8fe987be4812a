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
import type { z } from 'zod';
import { requireActor } from '../auth/session';
import { completeSchema, shapeErrors, UPLOAD_ERRORS } from './openapi-errors';
import { EXAMPLE_EXTENSION, UPLOAD_EXTENSION, type ApiArea, type Upload } from './openapi-document';

/** A permission guard from ctx.guards (`can(…)`, `self`, `signedIn`), or 'public' for a route anyone may call. */
export type RouteGuard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | 'public';

/** A route's documentation and validation: its zod schemas, a summary, and the error statuses of its own. */
export interface RouteSpec extends Omit<FastifySchema, 'tags' | 'security' | 'summary' | 'response'> {
  summary: string;
  /** Every success the route answers with (a file: fileResponse(); nothing: `204: z.null()`), so its errors can be documented beside it. */
  response: Record<number, unknown>;
  /** Statuses beyond the guard's 401/403 and the validation 422 (e.g. 404, 409); see openapi-errors.ts. */
  errors?: number[];
  /** A request body an integrator could send as it is; typed by `body`, shown in the API document (a test validates it). */
  example?: unknown;
  /** A multipart upload read by the handler (lib/document-upload, image-upload): its file and the form's other fields. */
  upload?: Upload;
  /** What the guard accepts: a session (cookie or JWT, the default) or a location API key (the POS feed, issue 36). */
  credential?: 'session' | 'locationKey';
}

/** The example a route with a body must give: a value of the body's input type. */
type BodyExample<S extends RouteSpec> = S['body'] extends z.ZodType ? { example: z.input<S['body']> } : { example?: never };

/** The handler fastify types from the spec: `req.params`, `req.query`, `req.body` parsed; the return checked against `response`. */
export type RouteHandler<S extends RouteSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Omit<S, 'errors' | 'example' | 'upload' | 'credential'>,
  ZodTypeProvider
>;

type Declare = <const S extends RouteSpec>(url: string, guard: RouteGuard, spec: S & BodyExample<S>, handler: RouteHandler<S>) => void;

/**
 * The one way a module declares its routes: method, url, guard, spec, handler. Every route so gets its tags, its
 * security and its error responses (completeSchema()), and its guard as the onRequest hook.
 */
export function routeKit(app: FastifyInstance, tags: ApiArea[]) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const declare =
    (method: HTTPMethods): Declare =>
    (url, guard, { errors = [], example, upload, credential, ...spec }, handler) => {
      if (example !== undefined)
        Object.assign(spec, { [EXAMPLE_EXTENSION]: checkedExample(`${method} ${url}`, spec.body as z.ZodType, example) });
      if (upload) Object.assign(spec, { [UPLOAD_EXTENSION]: upload });
      const statuses = [...errors, ...shapeErrors(method, url, spec), ...(upload ? UPLOAD_ERRORS : [])];
      const schema = completeSchema({ tags, ...spec }, guard === 'public', statuses, credential);
      r.route({ method, url, schema, handler: handler as never, ...(guard === 'public' ? {} : { onRequest: guard }) });
    };
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT'), patch: declare('PATCH'), delete: declare('DELETE') };
}

/** A body example for the document; one its own schema refuses stops the app at boot. */
function checkedExample(route: string, body: z.ZodType, example: unknown): unknown {
  const parsed = body.safeParse(example);
  if (!parsed.success) throw new Error(`The example body of ${route} does not match its schema: ${parsed.error.message}`);
  return example;
}

/** The caller of a write the services audit: the actor the guard put on the request, and the request's address. */
export const who = (req: FastifyRequest) => ({ actor: requireActor(req), ip: req.ip });
