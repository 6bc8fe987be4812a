/**
 * `tsx scripts/bench-request-overhead.ts`: the per-request cost of the security headers and of request logging, in
 * isolation (issue 34): the same trivial route served by Fastify with @fastify/helmet against the headers computed
 * once (plugins/security-headers.ts), and with Fastify's two log lines per request at info against one
 * (OneLinePerRequest), logs written to /dev/null. The variants run interleaved in rounds and each is reported as the
 * process's CPU time per request and as a ratio against the bare route, so a busy machine moves them together.
 */
import { createWriteStream } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { registerSecurityHeaders } from '../src/server/plugins/security-headers';
import { OneLinePerRequest } from '../src/server/plugins/observability';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 2_000);
const CSP = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};
const HELMET = { contentSecurityPolicy: CSP, crossOriginEmbedderPolicy: false, hsts: false } as const;

async function variant(setup: (app: FastifyInstance) => Promise<void>, logging?: 'two' | 'one'): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logging ? { level: 'info', stream: createWriteStream('/dev/null') } : false,
    ...(logging === 'one' ? { logController: new OneLinePerRequest() } : {}),
  });
  await setup(app);
  app.get('/api/health', () => ({ status: 'ok' }));
  await app.ready();
  return app;
}

async function main() {
  const variants: [string, FastifyInstance][] = [
    ['bare route', await variant(async () => {})],
    ['@fastify/helmet per request', await variant(async (app) => void (await app.register(helmet, HELMET)))],
    ['headers computed once', await variant((app) => registerSecurityHeaders(app, HELMET))],
    ['log at info: two lines (Fastify)', await variant(async () => {}, 'two')],
    ['log at info: one line', await variant(async () => {}, 'one')],
  ];
  const cpu = new Map<string, number>(variants.map(([name]) => [name, 0]));
  for (const [, app] of variants) for (let i = 0; i < 500; i++) await app.inject({ url: '/api/health' });
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, app] of variants) {
      const start = process.cpuUsage();
      for (let i = 0; i < PER_ROUND; i++) await app.inject({ url: '/api/health' });
      const used = process.cpuUsage(start);
      cpu.set(name, cpu.get(name)! + used.user + used.system);
    }
  }
  const per = (name: string) => cpu.get(name)! / (ROUNDS * PER_ROUND);
  const bare = per('bare route');
  console.log(`\nper request, ${ROUNDS} rounds of ${PER_ROUND} (app.inject, CPU time of this process)\n`);
  for (const [name] of variants)
    console.log(`${name.padEnd(36)} ${per(name).toFixed(1).padStart(7)} µs   ×${(per(name) / bare).toFixed(2)} bare`);
  for (const [, app] of variants) await app.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
