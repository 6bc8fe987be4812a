import { z } from 'zod';
import { httpStatusMessage } from '../../shared/errors';

/** The one error shape (shared/errors.ts ApiErrorBody), for a route's documented error responses. */
export const ZApiErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    status: z.number().int(),
    details: z.unknown().optional(),
  }),
});

/** `{ 401: ZApiErrorResponse, 404: … }` for a route's `response` schema, each described by its status text. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ZApiErrorResponse> {
  return Object.fromEntries(statuses.map((s) => [s, ZApiErrorResponse.describe(httpStatusMessage(s))])) as Record<
    S,
    typeof ZApiErrorResponse
  >;
}

/** The OpenAPI security schemes the API accepts: the session cookie, or a bearer access token (JWT from /api/auth/token). */
export const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
} as const;

/** A route that needs a signed-in caller (either scheme). */
export const SIGNED_IN: { [k in keyof typeof SECURITY_SCHEMES]?: string[] }[] = [{ session: [] }, { bearer: [] }];
/** A public route. */
export const PUBLIC: [] = [];

type Security = typeof SIGNED_IN | typeof PUBLIC;
type ErrorMap<S extends number> = Record<S, typeof ZApiErrorResponse>;
/**
 * The typed view of a completed schema. A route with no success schema (a CSV stream) gets its security only: declaring
 * error responses alone would drop the "Default Response" 200 from its documentation and type its stream as an error.
 */
type Declared<T, S extends number> = Omit<T, 'response'> & { security: Security } & (T extends { response: infer R }
    ? { response: R & ErrorMap<S> }
    : unknown);

/** A route that validates any input can answer 422. */
const validation = (schema: object): 422[] => (['params', 'querystring', 'body', 'headers'].some((k) => k in schema) ? [422] : []);

/**
 * A route schema completed with what every route must declare: its security and its error responses. A signed-in
 * route can always answer 401 and 403 (its guard) and, when it validates any input, 422; `errors` adds the route's own.
 */
export function signedIn<T extends object, S extends number = never>(schema: T, ...errors: S[]) {
  return declare(schema, SIGNED_IN, [401, 403, ...validation(schema), ...errors] as (401 | 403 | 422 | S)[]);
}

/** A public route's schema: no security, 422 when it validates any input, plus the route's own `errors`. */
export function publicRoute<T extends object, S extends number = never>(schema: T, ...errors: S[]) {
  return declare(schema, PUBLIC, [...validation(schema), ...errors] as (422 | S)[]);
}

function declare<T extends object, S extends number>(schema: T, security: Security, errors: S[]): Declared<T, S> {
  const success = (schema as { response?: object }).response;
  if (!success) return { ...schema, security } as unknown as Declared<T, S>;
  return { ...schema, security, response: { ...success, ...errorResponses(...errors) } } as unknown as Declared<T, S>;
}
