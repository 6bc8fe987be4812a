import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** Headers a response carries on its own, not security headers: never copied from the sample response. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The security headers helmet would set, computed once. @fastify/helmet rebuilds them, the CSP string included, on
 * every request (a third of `/api/health`'s time, issue 34), although our options hold no per-request part (no nonces,
 * no route-level helmet options): the plugin answers one request in a throwaway instance and its headers are copied.
 */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const sample = Fastify({ logger: false });
  await sample.register(helmet, options);
  sample.get('/', (_request, reply) => reply.send('ok'));
  const res = await sample.inject({ url: '/' });
  await sample.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!NOT_SECURITY.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** Sets the precomputed security headers on every response, first thing (a route may still replace one, as Swagger UI's CSP does). */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
