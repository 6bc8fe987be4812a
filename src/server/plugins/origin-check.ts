import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { errorBody } from '../lib/error-handler';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth beside SameSite cookies: a state-changing request that a browser marks
 * as coming from another origin is refused. Requests without Origin (server-to-server, tests) pass.
 */
export function registerOriginCheck(app: FastifyInstance, trusted: string[]) {
  const allowed = new Set(trusted.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const sameHost = origin && request.headers.host && new URL(origin).host === request.headers.host;
    const bad = (origin && origin !== 'null' && !allowed.has(origin) && !sameHost) || origin === 'null' || fetchSite === 'cross-site';
    if (bad) {
      return reply.status(403).send(errorBody(AppError.forbidden()));
    }
  });
}
