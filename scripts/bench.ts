/**
 * `npm run bench`: request costs of the foundation, as ratios against a baseline measured in the same run
 * (GET /api/health, which only pings the database). Absolute times vary by machine; the ratios are what to watch.
 * Runs against embedded PGlite, or PostgreSQL when BENCH_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { buildApp } from '../src/server/app';
import { seedDemoNetworkOnce } from '../src/server/db/seed/seed';
import { withRls } from '../src/server/lib/rls';
import { orders } from '../src/server/db/schema';
import { sql } from 'drizzle-orm';
import { seedLargeCatalog } from '../src/server/db/seed/large-catalog';
import { seedLargeSuppliers } from '../src/server/db/seed/large-suppliers';
import { rowsOf } from '../src/server/db/client';
import { addCalendarDays, manilaToday } from '../src/shared/time';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);

async function measure(name: string, fn: () => Promise<unknown>): Promise<{ name: string; perOpMs: number }> {
  for (let i = 0; i < 20; i++) await fn(); // warm-up
  const start = performance.now();
  for (let i = 0; i < ITERATIONS; i++) await fn();
  return { name, perOpMs: (performance.now() - start) / ITERATIONS };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fh-bench-'));
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL });
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    SIGNIN_MAX_FAILURES_PER_IP: '100000',
  });
  const app = await buildApp({ config, database, logger: false });
  await seedDemoNetworkOnce(app.ctx);
  await seedLargeCatalog(app.ctx.db, Number(process.env.BENCH_PRODUCTS ?? 5_000));
  // 100,000 delivered orders spread over the locations and two years, generated in SQL.
  const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
  await app.ctx.db.execute(sql`
    insert into orders (order_number, location_id, status, subtotal_centavos, vat_centavos, shipping_centavos, total_centavos, created_at, updated_at)
    select 'BENCH-' || lpad(g::text, 7, '0'), l.id, (array['delivered','approved','processing','shipped','rejected'])[1 + g % 5],
           s, round(s * 0.12)::int, 0, s + round(s * 0.12)::int, now() - (g % 730) * interval '1 day', now()
    from generate_series(1, ${orderCount}) g
    cross join lateral (select 100000 + (g * 7919) % 5000000 as s) amounts
    join lateral (select id from locations order by id offset (g % 8) limit 1) l on true`);
  // Issue 14's scale: 1,000 suppliers supplying the generated products, 10,000 purchase orders of five lines.
  await seedLargeSuppliers(app.ctx.db, {
    suppliers: Number(process.env.BENCH_SUPPLIERS ?? 1_000),
    purchaseOrderLines: Number(process.env.BENCH_PO_LINES ?? 50_000),
  });
  const [{ id: benchSupplierId }] = rowsOf<{ id: string }>(
    await app.ctx.db.execute(sql`select id from suppliers where code = 'SUP-GEN-0001'`),
  );
  const signIn = () =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'franchisee@demo.com', password: 'demo123' } });
  const res = await signIn();
  const cookie = [res.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
  const hqRes = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'franchisor@demo.com', password: 'demo123' },
  });
  const hqCookie = [hqRes.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
  const session = await app.ctx.getSession({ headers: { cookie } } as never);
  if (!session) throw new Error('bench sign-in failed');

  const token = ((await app.inject({ url: '/api/auth/token', headers: { cookie } })).json() as { token: string }).token;
  const bearer = { authorization: `Bearer ${token}` };

  /** Supplier and purchasing pages as head office (issue 14: each under 100 ms on PGlite at this size). */
  async function supplierCases(hq: string, supplierId: string) {
    const page = (name: string, url: string) => {
      const get = async () => {
        const r = await app.inject({ url, headers: { cookie: hq } });
        if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
        return r;
      };
      return measure(name, get);
    };
    return [
      await page('suppliers p1 (1,000 suppliers)', '/api/suppliers?limit=20'),
      await page('suppliers by rating, page 46 (offset 900)', '/api/suppliers?limit=20&sort=rating_desc&offset=900'),
      await page('suppliers search "golden", page 4', '/api/suppliers?limit=20&search=golden&offset=60'),
      await page('supplier products p1 (25k links)', '/api/suppliers/products?limit=25'),
      await page('supplier products page 400 (offset 10,000)', '/api/suppliers/products?limit=25&offset=10000'),
      await page('supplier products search + cost sort', '/api/suppliers/products?limit=25&search=chili&sort=cost_desc'),
      await page('purchase orders p1 (10k POs, 50k lines)', '/api/purchase-orders?limit=20'),
      await page('purchase orders status=partially_received', '/api/purchase-orders?limit=20&status=partially_received'),
      await page('purchase orders of one supplier', `/api/purchase-orders?limit=20&supplierId=${supplierId}`),
      await page('purchase orders page 250 (offset 5,000)', '/api/purchase-orders?limit=20&offset=5000'),
      await page('supplier performance p1 (all time)', '/api/suppliers/performance'),
      // The page's default period: the last twelve months.
      await page(
        'supplier performance p1 (12 months)',
        `/api/suppliers/performance?from=${addCalendarDays(manilaToday(), -364)}&to=${manilaToday()}`,
      ),
    ];
  }

  const baseline = await measure('GET /api/health (baseline)', () => app.inject({ url: '/api/health' }));
  const results = [
    baseline,
    await measure('GET /api/session (signed in)', () => app.inject({ url: '/api/session', headers: { cookie } })),
    await measure('GET /api/profile (session + RLS read)', () => app.inject({ url: '/api/profile', headers: { cookie } })),
    await measure('GET /api/profile (Bearer JWT, JWKS cached)', () => app.inject({ url: '/api/profile', headers: bearer })),
    await measure('GET /api/auth/token (sign a JWT)', () => app.inject({ url: '/api/auth/token', headers: { cookie } })),
    await measure('GET /api/iam/users page 1 (head office)', () => app.inject({ url: '/api/iam/users', headers: { cookie: hqCookie } })),
    await measure('withRls: count own orders (RLS over 100k)', () =>
      withRls(app.ctx.db, session.actor, (tx) => tx.select({ n: sql`count(*)` }).from(orders)),
    ),
    await measure('GET /api/orders page 1 (franchisee)', () => app.inject({ url: '/api/orders', headers: { cookie } })),
    await measure('catalogue page 1 (5,000 products)', () => app.inject({ url: '/api/catalog/products', headers: { cookie } })),
    await measure('catalogue search "chili" + in stock', () =>
      app.inject({ url: '/api/catalog/products?q=chili&inStock=true', headers: { cookie } }),
    ),
    await measure('catalogue price sort, page 40', () =>
      app.inject({ url: '/api/catalog/products?sort=price_desc&offset=960', headers: { cookie } }),
    ),
    await measure('cart (validated)', () => app.inject({ url: '/api/cart', headers: { cookie } })),
    await measure('order management p1 (100k orders, head office)', () =>
      app.inject({ url: '/api/order-management', headers: { cookie: hqCookie } }),
    ),
    await measure('order management filtered + sorted by total', () =>
      app.inject({ url: '/api/order-management?status=delivered&minAmount=10000&sort=total_desc', headers: { cookie: hqCookie } }),
    ),
    await measure('order management page 2,000 (offset 50k)', () =>
      app.inject({ url: '/api/order-management?offset=50000', headers: { cookie: hqCookie } }),
    ),
    ...(await supplierCases(hqCookie, benchSupplierId)),
    await measure('POST sign-in (password hash check)', signIn),
  ];
  console.log(`\nbench on ${database.kind}, ${ITERATIONS} iterations each\n`);
  for (const r of results) {
    console.log(`${r.name.padEnd(42)} ${r.perOpMs.toFixed(3).padStart(9)} ms/op   ×${(r.perOpMs / baseline.perOpMs).toFixed(2)} baseline`);
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
