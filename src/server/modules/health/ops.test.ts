import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
let head: { cookie: string };
let franchisee: { cookie: string };
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  head = await signUp(t, { role: 'franchisor' });
  franchisee = await signUp(t, { role: 'franchisee' });
});
afterAll(async () => t?.close());

describe('/api/ready', () => {
  it('is ready when the database answers and every shipped migration is applied', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ready', database: 'up', migrations: { missing: [] } });
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(20);
  });

  it('answers 503 naming the migration when one is not recorded as applied', async () => {
    const broken = await createTestApp();
    try {
      await broken.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const res = await broken.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body).toMatchObject({ status: 'not-ready', database: 'up', problem: expect.stringContaining('not applied') });
      expect(body.migrations.applied).toBe(body.migrations.expected - 1);
      expect(body.migrations.missing).toHaveLength(1);
      // Liveness is unaffected.
      expect((await broken.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('answers 503 when the database is down', async () => {
    const down = await createTestApp();
    await down.database.close();
    const res = await down.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not-ready', database: 'down', migrations: null });
    await down.close();
  });
});

describe('/api/metrics', () => {
  it('refuses visitors, wrong tokens and roles without diagnostics.operate', async () => {
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/metrics', headers: { cookie: franchisee.cookie } })).statusCode).toBe(403);
  });

  it('serves Prometheus text to the token and to head office, with requests counted by route pattern', async () => {
    await t.app.inject({ url: '/api/diagnostics/flags' });
    await t.app.inject({ url: '/api/diagnostics/flags' });
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/^http_requests_total\{method="GET",route="\/api\/diagnostics\/flags",status="200"\} 2$/m);
    expect(res.body).toMatch(/^http_request_duration_seconds_bucket\{le="1.5",method="GET",route="\/api\/diagnostics\/flags"\} 2$/m);
    expect(res.body).toContain('# TYPE http_slow_requests_total counter');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    if (t.database.kind === 'postgres') expect(res.body).toMatch(/^db_pool_connections \d+$/m);
    else expect(res.body).not.toContain('db_pool_connections');

    const asHead = await t.app.inject({ url: '/api/metrics', headers: { cookie: head.cookie } });
    expect(asHead.statusCode).toBe(200);
    // The scrape before is counted too, with its pattern.
    expect(asHead.body).toMatch(/^http_requests_total\{method="GET",route="\/api\/metrics",status="200"\} 1$/m);
  });

  it('without METRICS_TOKEN, a bearer is only ever a session token', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(401);
    } finally {
      await plain.close();
    }
  });

  it('is documented as text/plain and as signed in', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const op = doc.paths['/api/metrics'].get;
    expect(Object.keys(op.responses['200'].content)).toEqual(['text/plain']);
    expect(op.security.length).toBeGreaterThan(0);
    expect(doc.paths['/api/ready'].get.responses['503']).toBeDefined();
  });
});
