import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppContext } from '../context';

/** An incoming x-request-id (from a proxy or a client) is kept when it is short and plain; else a new uuid. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's genReqId: the caller's x-request-id when sane, so one id follows a request through proxy and logs. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Requests that are not timed as slow: the live notification stream stays open by design, and the metrics scrape
 * measures the scraper, not the app.
 */
const NOT_TIMED = new Set(['/api/notifications/stream', '/api/metrics']);

/** Seconds; the spec's slow threshold (1.5 s) is a bucket edge. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5, 10];

/** The route pattern a request matched (never the URL: ids would make every order its own series), or 'unmatched'. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/** Prometheus metrics of one app instance (tests build many apps, so never the global default registry). */
function createMetrics(ctx: AppContext) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const slow = new Counter({
    name: 'http_slow_requests_total',
    help: 'API requests slower than SLOW_REQUEST_MS, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const pool = ctx.database.raw;
  if (pool instanceof pg.Pool) {
    const poolGauge = (name: string, help: string, read: (p: pg.Pool) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool));
        },
      });
    poolGauge('db_pool_connections', 'PostgreSQL connections the pool holds', (p) => p.totalCount);
    poolGauge('db_pool_idle_connections', 'PostgreSQL connections idle in the pool', (p) => p.idleCount);
    poolGauge('db_pool_waiting_clients', 'Queries waiting for a PostgreSQL connection', (p) => p.waitingCount);
  }
  return { registry, requests, duration, slow };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Fastify logs two lines per request at info ("incoming request", "request completed"); at the default LOG_LEVEL=info
 * that cost light calls 10–21 % of their throughput (issue 34). This writes one, when the request completes, with the
 * method and URL that the first line carried; errors are still logged as Fastify logs them.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

/**
 * Request ids on every response, request counters and latencies for /api/metrics, and the slow-request log:
 * an API request slower than SLOW_REQUEST_MS is logged as a warning and recorded for /test, without delaying
 * its response (the insert runs after it, and a failed insert is only logged).
 */
export function registerObservability(app: FastifyInstance, ctx: AppContext) {
  const metrics = createMetrics(ctx);
  app.decorate('metrics', metrics);
  const thresholdMs = ctx.config.SLOW_REQUEST_MS;

  // Callback hooks, and label children looked up once per method, route and status: these run on every request, and
  // promise hooks and prom-client's label hashing cost /api/health about a tenth of its throughput (bench:http).
  const requestCounters = new Map<string, ReturnType<Metrics['requests']['labels']>>();
  const durations = new Map<string, ReturnType<Metrics['duration']['labels']>>();
  const counterOf = (method: string, route: string, status: number) => {
    const key = `${method} ${route} ${status}`;
    let child = requestCounters.get(key);
    if (!child) requestCounters.set(key, (child = metrics.requests.labels(method, route, String(status))));
    return child;
  };
  const durationOf = (method: string, route: string) => {
    const key = `${method} ${route}`;
    let child = durations.get(key);
    if (!child) durations.set(key, (child = metrics.duration.labels(method, route)));
    return child;
  };

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    const method = request.method;
    const durationMs = reply.elapsedTime;
    counterOf(method, route, reply.statusCode).inc();
    durationOf(method, route).observe(durationMs / 1000);
    if (request.url.startsWith('/api/') && !NOT_TIMED.has(route) && durationMs > thresholdMs) {
      const entry = { method, route, statusCode: reply.statusCode, durationMs: Math.round(durationMs), requestId: request.id };
      metrics.slow.inc({ method, route });
      request.log.warn({ reqId: request.id, ...entry }, 'slow request');
      void ctx.slowRequests.record(entry).catch((err: unknown) => request.log.error({ err }, 'slow request not recorded'));
    }
    done();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}
