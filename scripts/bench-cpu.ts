/**
 * `tsx scripts/bench-cpu.ts`: what each hot path costs the Node process, measured in a way a shared, busy machine
 * does not distort: the process's own CPU time (`process.cpuUsage`) per request, and the round trips to PostgreSQL
 * per request (node-postgres queries sent, deterministic). Requests go through `app.inject` one at a time, so the
 * whole app runs (hooks, security headers, logging at LOG_LEVEL, sign-in, validation, row-level security) but not the
 * socket. PostgreSQL at BENCH_DATABASE_URL (the database is recreated) holding the demo network and, with
 * BENCH_NETWORK=small|large, a generated network on top. Prints µs of Node CPU and round trips per request, and the
 * CPU as a ratio against GET /api/health in the same run.
 */
import { mkdtempSync, rmSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { buildApp } from '../src/server/app';
import { seedDemoNetworkOnce } from '../src/server/db/seed/seed';
import { seedLargeCatalog } from '../src/server/db/seed/large-catalog';
import { LARGE_NETWORK, seedLargeNetwork } from '../src/server/db/seed/large-network';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fh_bench_cpu';
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

let roundTrips = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  roundTrips++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function recreate(url: string) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}

async function main() {
  await recreate(DATABASE_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fh-bench-cpu-'));
  const database = await openDatabase({ databaseUrl: DATABASE_URL });
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL,
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    SIGNIN_MAX_FAILURES_PER_IP: '100000',
    NODE_ENV: 'production',
  });
  const app = await buildApp({ config, database, logger: { level: LOG_LEVEL, stream: createWriteStream('/dev/null') } });
  await seedDemoNetworkOnce(app.ctx);
  const network = process.env.BENCH_NETWORK;
  if (network) {
    await seedLargeCatalog(app.ctx.db, 5_000);
    await seedLargeNetwork(app.ctx.db, network === 'large' ? LARGE_NETWORK : { locations: 50, days: 120, orders: 10_000 });
  }
  const cookieOf = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'demo123' } });
    return [res.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
  };
  const franchisee = await cookieOf('franchisee@demo.com');
  const franchisor = await cookieOf('franchisor@demo.com');
  const paths: [string, string, string?][] = [
    ['health (baseline)', '/api/health'],
    ['session', '/api/session', franchisee],
    ['unread count', '/api/notifications/unread-count', franchisee],
    ['latest notifications', '/api/notifications?limit=10', franchisee],
    ['orders page 1 (franchisee)', '/api/orders?limit=20', franchisee],
    ['catalogue page 1', '/api/catalog/products?limit=20', franchisee],
    ['approvals (head office)', '/api/approvals', franchisor],
    ['order management page 1', '/api/order-management?limit=20', franchisor],
    ['franchisor dashboard', '/api/dashboards/franchisor', franchisor],
    ['franchisee dashboard', '/api/dashboards/franchisee', franchisee],
    ['supplier performance', '/api/suppliers/performance?limit=20', franchisor],
    ['training completion per location', '/api/training/reports/locations?limit=20', franchisor],
    ['analytics: sales, this month', '/api/analytics/sales?period=this_month', franchisor],
  ];
  const only = process.env.BENCH_ONLY?.split(',').map((w) => w.trim().toLowerCase());
  const chosen = only ? paths.filter(([name], i) => i === 0 || only.some((w) => name.toLowerCase().includes(w))) : paths;
  const rows: { name: string; cpuUs: number; trips: number; wallMs: number; status: number }[] = [];
  for (const [name, url, cookie] of chosen) {
    const call = () => app.inject({ url, headers: cookie ? { cookie } : {} });
    let status = 0;
    for (let i = 0; i < 30; i++) status = (await call()).statusCode;
    const iterations = name.startsWith('health') || name === 'session' ? ITERATIONS * 4 : ITERATIONS;
    const trips0 = roundTrips;
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    for (let i = 0; i < iterations; i++) await call();
    const cpu = process.cpuUsage(cpu0);
    rows.push({
      name,
      status,
      cpuUs: (cpu.user + cpu.system) / iterations,
      trips: (roundTrips - trips0) / iterations,
      wallMs: (performance.now() - wall0) / iterations,
    });
  }
  const base = rows[0].cpuUs;
  console.log(`\nNode CPU per request, PostgreSQL, LOG_LEVEL=${LOG_LEVEL}, ${ITERATIONS} requests each (health and session ×4)\n`);
  console.log(
    `${'path'.padEnd(36)} ${'status'.padStart(6)} ${'µs CPU'.padStart(9)} ${'× health'.padStart(9)} ${'trips'.padStart(6)} ${'wall ms'.padStart(8)}`,
  );
  for (const r of rows)
    console.log(
      `${r.name.padEnd(36)} ${String(r.status).padStart(6)} ${r.cpuUs.toFixed(0).padStart(9)} ${(r.cpuUs / base).toFixed(2).padStart(9)} ${r.trips.toFixed(1).padStart(6)} ${r.wallMs.toFixed(2).padStart(8)}`,
    );
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
