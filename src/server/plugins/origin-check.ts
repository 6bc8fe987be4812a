import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { errorBody } from '../lib/error-handler';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An Origin header as a browser sends it: exactly the serialised origin of an http(s) URL, nothing else. `null`
 * (sandboxed frames, file://, some redirects), a path, other schemes and anything unparseable give undefined.
 */
function parseOrigin(value: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.origin === value ? url : undefined;
}

/**
 * CSRF defence in depth beside SameSite cookies: a state-changing request that a browser marks
 * as coming from another origin is refused. Requests without Origin (server-to-server, tests) pass;
 * a malformed or `null` Origin is refused rather than trusted or allowed to throw.
 */
export function registerOriginCheck(app: FastifyInstance, trusted: string[]) {
  const allowed = new Set(trusted.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    let bad = request.headers['sec-fetch-site'] === 'cross-site';
    if (origin !== undefined) {
      const url = parseOrigin(origin);
      bad ||= !url || (!allowed.has(url.origin) && url.host !== request.headers.host);
    }
    if (bad) {
      request.log.info({ origin }, 'cross-origin write refused');
      return reply.status(403).send(errorBody(AppError.forbidden()));
    }
  });
}
