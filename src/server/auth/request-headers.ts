import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';

/**
 * The request's headers as the auth library should see them. better-auth reads the client address
 * (recorded on sessions, shown in the sessions list) from X-Forwarded-For; we set it from Fastify's
 * `request.ip`, which honours the proxy settings, so a client cannot put its own value there.
 */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-forwarded-for', request.ip);
  return headers;
}
