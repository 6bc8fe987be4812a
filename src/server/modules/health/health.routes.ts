import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { fileResponse } from '../../lib/openapi-errors';
import { migrationStatus } from './migration-status';

const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

const ZReady = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['up', 'down']),
  /** Null when the database did not answer. */
  migrations: z.object({ applied: z.number().int(), expected: z.number().int(), missing: z.array(z.string()) }).nullable(),
  /** What keeps the app from being ready, in a sentence. */
  problem: z.string().optional(),
});

/** Compares digests, so neither the length nor the content of the token leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['diagnostics']);
  api.get(
    '/api/health',
    'public',
    { summary: 'Liveness and database status', response: { 200: ZHealth, 503: ZHealth } },
    async (_request, reply) => {
      const started = performance.now();
      const up = await ctx.database.ping().then(
        () => true,
        () => false,
      );
      const body = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: {
          kind: ctx.database.kind,
          status: up ? ('up' as const) : ('down' as const),
          latencyMs: Math.round(performance.now() - started),
        },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(up ? 200 : 503).send(body);
    },
  );

  api.get(
    '/api/ready',
    'public',
    {
      summary: 'Readiness: the database answers and every shipped migration is applied (503 otherwise)',
      response: { 200: ZReady, 503: ZReady },
    },
    async (request, reply) => {
      try {
        await ctx.database.ping();
      } catch {
        return reply
          .status(503)
          .send({ status: 'not-ready', database: 'down', migrations: null, problem: 'The database does not answer.' });
      }
      try {
        const migrations = await migrationStatus(ctx.db);
        if (migrations.missing.length === 0) return reply.send({ status: 'ready', database: 'up', migrations });
        return reply.status(503).send({
          status: 'not-ready',
          database: 'up',
          migrations,
          problem: `${migrations.missing.length} of ${migrations.expected} migrations are not applied.`,
        });
      } catch (err) {
        request.log.warn({ err }, 'migration status unreadable');
        return reply
          .status(503)
          .send({ status: 'not-ready', database: 'up', migrations: null, problem: 'The migration records cannot be read.' });
      }
    },
  );

  /** Head office with diagnostics.operate, or a scraper with `Authorization: Bearer <METRICS_TOKEN>`. */
  const operate = ctx.guards.can('diagnostics.operate');
  const metricsAccess = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    const token = ctx.config.METRICS_TOKEN;
    if (token && header?.startsWith('Bearer ') && sameSecret(header.slice('Bearer '.length).trim(), token)) return;
    await operate(request, reply);
  };
  api.get(
    '/api/metrics',
    metricsAccess,
    {
      summary: 'Prometheus metrics (text format): requests, latencies, slow requests, database pool, process',
      response: { 200: fileResponse('text/plain', 'Prometheus text exposition format') },
    },
    async (_request, reply) => {
      const text = await app.metrics.registry.metrics();
      return reply.header('content-type', app.metrics.registry.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}
