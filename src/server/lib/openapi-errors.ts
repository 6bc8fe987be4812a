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
