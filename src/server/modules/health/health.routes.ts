import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';

const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { tags: ['health'], summary: 'Liveness and database status', response: { 200: ZHealth, 503: ZHealth } } },
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
}
