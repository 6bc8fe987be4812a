/**
 * `npm run bench` (second half): request costs over HTTP, the way browsers meet them — one server process on
 * PostgreSQL holding the large network (`seed:large`: 500 locations, two years of daily sales, 200,000 orders, 1,000 suppliers, 50,000 PO lines, 20,000 tickets,
 * 500 marketing assets with 100,000 downloads; the last five months' deliveries valued at sales yields),
 * many concurrent keep-alive connections (autocannon). Prints requests/s, p50 and p99 per path and the cost of each
 * as a ratio against GET /api/health measured in the same run, beside the same SQL from a bare Fastify + pg server;
 * writes bench/results.json and the table in bench/README.md. Absolute numbers vary by
 * machine; watch the ratios.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/fh_bench npm run bench   (default; the database is recreated)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 … to change the load; BENCH_SMALL=1 for a small network (a quick look);
 *   BENCH_ONLY=session,orders for the baseline and the paths whose names contain those words; BENCH_WORKERS=0 skips
 *   the second pass with two worker processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { seedLargeCatalog } from '../src/server/db/seed/large-catalog';
import { LARGE_NETWORK, seedLargeNetwork } from '../src/server/db/seed/large-network';
import { seedLargeIntegrity } from '../src/server/db/seed/large-integrity';
import { seedLargeSuppliers } from '../src/server/db/seed/large-suppliers';
import { seedLargeWorkspace } from '../src/server/db/seed/large-workspace';
import { BROWSER_HEADERS, POS_TARGET, printRun, saveRun, toRow, type BenchRun, type Row } from './bench-report';
import { checkoutLoad, oversoldUnits, prepareBuyers } from './bench-checkout';
import { POS_BATCH, posIngestLoad, preparePosKeys } from './bench-pos';
import { integrityBench } from './bench-integrity';
import { LARGE_PEOPLE, LARGE_PERSON_EMAIL, seedLargePeople } from '../src/server/db/seed/large-people';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fh_bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3291);
const BASE = `http://127.0.0.1:${PORT}`;
const BARE = `http://127.0.0.1:${PORT + 1}`;

async function recreateDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch {
    return false;
  }
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
  return true;
}

/** One server process, or with `workers` the cluster (npm run start:cluster) with that many worker processes. */
function startServer(dataDir: string, workers?: number): ChildProcess {
  // The built server when there is one; otherwise the source through tsx's loader — in this process's own node, so
  // that SIGTERM reaches the server itself (an npx wrapper would not pass it on).
  const entry = workers ? 'cluster' : 'main';
  const args = existsSync(`dist/server/${entry}.js`) ? [`dist/server/${entry}.js`] : ['--import', 'tsx', `src/server/${entry}.ts`];
  return spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      SIGNIN_MAX_FAILURES_PER_IP: '100000',
      ...(workers ? { WEB_CONCURRENCY: String(workers) } : {}),
      WEB_DIR: path.join(dataDir, 'no-web'),
    },
  });
}

async function waitForHealth(url = `${BASE}/api/health`): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not become healthy in 120 s');
}

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email, password: 'demo123' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** One path under load: with one cookie (or none) on every request, or each request the next of `cookies`. */
async function load(name: string, url: string, cookie?: string | string[], base = BASE): Promise<Row> {
  const cookies = [cookie ?? []].flat();
  let next = 0;
  const result = await autocannon({
    url: `${base}${url}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: BROWSER_HEADERS,
    requests: [
      { setupRequest: (req) => (cookies.length ? { ...req, headers: { ...req.headers, cookie: cookies[next++ % cookies.length] } } : req) },
    ],
  });
  return toRow(name, url, result);
}

const TWO_WORKER_PATHS = ['health (baseline)', 'session', 'unread count', 'orders page 1 (franchisee)', 'catalogue page 1'];

/** The bare Fastify + pg server (bench-bare-server.ts) on the same database: the floor the app is measured against. */
function startBareServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-bare-server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BARE_DATABASE_URL: DATABASE_URL, BARE_PORT: String(PORT + 1) },
  });
}

/** The ids the bare handlers take in their query string, for the franchisee the app paths sign in as. */
async function bareQueries(cookie: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]).split('.')[0];
    const { rows } = await client.query(
      `select s.user_id, l.brand_id from auth_sessions s join locations l on l.owner_id = s.user_id where s.token = $1 order by l.name limit 1`,
      [token],
    );
    const { user_id: user, brand_id: brand } = rows[0] as { user_id: string; brand_id: string };
    return {
      session: `/bare/session?token=${token}`,
      'unread count': `/bare/unread-count?user=${user}`,
      'orders page 1 (franchisee)': `/bare/orders?user=${user}`,
      'catalogue page 1': `/bare/catalog?brand=${brand}`,
    };
  } finally {
    await client.end();
  }
}

async function main() {
  if (!(await recreateDatabase(DATABASE_URL))) {
    console.log(`bench:http skipped: no PostgreSQL at ${DATABASE_URL} (set BENCH_DATABASE_URL).`);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fh-bench-http-'));
  let server = startServer(dataDir);
  try {
    await waitForHealth(); // migrated and the demo network seeded by the server itself
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    const database = await openDatabase({ databaseUrl: DATABASE_URL });
    const started = performance.now();
    const size = process.env.BENCH_SMALL ? { locations: 50, days: 120, orders: 10_000 } : LARGE_NETWORK;
    await seedLargeCatalog(database.db, 5_000);
    await seedLargeNetwork(database.db, size);
    await seedLargeIntegrity(database.db);
    await seedLargeSuppliers(database.db);
    await seedLargeWorkspace(database.db);
    await seedLargePeople(database.db, process.env.BENCH_SMALL ? { users: 200, notifications: 100_000 } : LARGE_PEOPLE);
    await database.close();
    console.log(
      `seeded ${size.locations} locations, ${size.days} days of sales, ${size.orders} orders in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    server = startServer(dataDir);
    await waitForHealth();

    const franchisee = await signIn('franchisee@demo.com');
    const franchisor = await signIn('franchisor@demo.com');
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
      ['analytics: sales, this month', '/api/analytics/sales?period=this_month', franchisor],
      ['analytics: performance, YTD', '/api/analytics/performance?period=ytd', franchisor],
      ['analytics: sales, franchisee', '/api/analytics/sales?period=this_month', franchisee],
      ['finance summary', '/api/finance/summary', franchisor],
      ['suppliers page 1', '/api/suppliers?limit=20', franchisor],
      ['supplier products page 1', '/api/suppliers/products?limit=25', franchisor],
      ['purchase orders page 1', '/api/purchase-orders?limit=20', franchisor],
      ['supplier performance, 12 months', '/api/suppliers/performance?limit=20', franchisor],
      ['training overview (franchisee)', '/api/training', franchisee],
      ['training summary (dashboard card)', '/api/training/summary', franchisee],
      ['training completion per location', '/api/training/reports/locations?limit=20', franchisor],
      ['marketing library (franchisee)', '/api/marketing/library?limit=24', franchisee],
      ['marketing assets (head office)', '/api/marketing/assets?limit=20', franchisor],
      ['contract package (franchisee)', '/api/contract-package/my-locations', franchisee],
      ['contract list (head office)', '/api/contract-package/agreements?limit=20', franchisor],
      ['support requests (franchisee)', '/api/support/requests?limit=20', franchisee],
      ['support queue (head office)', '/api/support/tickets?limit=20', franchisor],
      ['home page content (visitor)', '/api/site/home'],
      ['brand microsite (visitor)', '/api/site/brands/siomai-shop'],
      ['blog page 1 (visitor)', '/api/blog/posts?limit=9'],
      ['blog post (visitor)', '/api/blog/posts/choosing-your-first-food-franchise'],
      ['applications page 1 (head office)', '/api/applications/review?limit=20', franchisor],
      // Issue 17: every page load asks for the flags once its instruments load; /test reads the overview.
      ['feature flags (every page load)', '/api/diagnostics/flags'],
      ['diagnostics overview (visitor)', '/api/diagnostics/overview'],
      ['diagnostics overview (head office)', '/api/diagnostics/overview', franchisor],
    ];
    // BENCH_ONLY=session,unread measures the baseline and the paths whose names contain one of the words.
    const only = process.env.BENCH_ONLY?.split(',').map((w) => w.trim().toLowerCase());
    const chosen = only ? paths.filter(([name], i) => i === 0 || only.some((w) => name.toLowerCase().includes(w))) : paths;
    const rows: Row[] = [];
    for (const [name, url, cookie] of chosen) rows.push(await load(name, url, cookie));

    // The floor: the same SQL without the framework, auth, validation or RLS, for the paths it covers.
    const bare = startBareServer();
    const floor: Row[] = [];
    try {
      await waitForHealth(`${BARE}/bare/health`);
      const bareUrls = await bareQueries(franchisee);
      for (const row of rows) {
        const url = bareUrls[row.name];
        if (url) floor.push(await load(`${row.name} (bare)`, url, undefined, BARE));
      }
    } finally {
      bare.kill('SIGTERM');
    }

    // Many users at once (every request a different session, as a network's worth of badges would be), then checkout.
    // Location owners of the large network (seedLargePeople), each signed in once.
    const owners: string[] = [];
    for (let n = 1; n <= Number(process.env.BENCH_BUYERS ?? 50); n++) owners.push(await signIn(LARGE_PERSON_EMAIL(n)));
    const manyUsers: Row[] = [];
    for (const [name, url] of [
      ['unread count, 50 users', '/api/notifications/unread-count'],
      ['orders page 1, 50 users', '/api/orders?limit=20'],
    ]) {
      manyUsers.push(await load(name, url, owners));
    }
    const buyers = await prepareBuyers(BASE, DATABASE_URL, owners, franchisor);
    const checkout = await checkoutLoad(BASE, buyers, SECONDS);
    const oversold = await oversoldUnits(DATABASE_URL);

    // The POS feed: 50 keys, 100-receipt batches, at the 2,000 receipts/s and then as fast as answered.
    const posKeys = await preparePosKeys(BASE, DATABASE_URL, franchisor);
    const offered = POS_TARGET.receiptsPerSecond / POS_BATCH;
    const pos = [
      { ...(await posIngestLoad(BASE, posKeys, SECONDS, offered)), offered: POS_TARGET.receiptsPerSecond },
      await posIngestLoad(BASE, posKeys, SECONDS),
    ];

    // The nightly sales-integrity job over the whole network while health is under load, then the table it fills.
    const integrity = await integrityBench(BASE, franchisor, CONNECTIONS, SECONDS);

    // Scale-out on one machine: the same sessions against two worker processes (BENCH_WORKERS=0 skips it).
    const twoWorkers: Row[] = [];
    if (process.env.BENCH_WORKERS !== '0') {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      server = startServer(dataDir, 2);
      await waitForHealth();
      for (const [name, url, cookie] of chosen.filter(([name]) => TWO_WORKER_PATHS.includes(name))) {
        twoWorkers.push(await load(name, url, cookie));
      }
    }

    const run: BenchRun = {
      connections: CONNECTIONS,
      seconds: SECONDS,
      network: size,
      rows: [...rows, ...manyUsers],
      floor,
      twoWorkers,
      checkout: { ...checkout, oversoldUnits: oversold },
      pos,
      integrity,
    };
    printRun(run);
    saveRun(run);
  } finally {
    // Its files are removed once it has stopped writing them (the cluster's workers write mail until they exit).
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
