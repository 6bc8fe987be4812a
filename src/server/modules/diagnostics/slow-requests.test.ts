import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { slowRequests } from '../../db/schema';

/** With SLOW_REQUEST_MS=0 every timed API request is slow; the log goes to `lines`. */
let t: TestApp;
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

/** The insert runs after the response; wait for it rather than sleeping a fixed time. */
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
  return read();
}

beforeAll(async () => {
  t = await createTestApp({ env: { SLOW_REQUEST_MS: '0', METRICS_TOKEN: 'metrics-token-0123456789' }, logger: { level: 'warn', stream } });
});
afterAll(async () => t?.close());

describe('slow requests', () => {
  it('logs and records an API request slower than the threshold with its route pattern, and counts it on /test', async () => {
    const res = await t.app.inject({ url: '/api/diagnostics/error-groups/4f9c2a1e-0b7d-4c55-9a0e-3e1f2d4c5b6a' });
    const reqId = res.headers['x-request-id'];
    const rows = await until(
      () => t.db.select().from(slowRequests),
      (r) => r.some((s) => s.requestId === reqId),
    );
    const row = rows.find((s) => s.requestId === reqId);
    expect(row).toMatchObject({ method: 'GET', statusCode: res.statusCode });
    // The pattern, not the URL (a 404 for an unregistered GET is 'unmatched').
    expect(row!.route).not.toContain('4f9c2a1e');
    const logged = lines.find((l) => l.msg === 'slow request' && l.reqId === reqId);
    expect(logged).toMatchObject({
      level: 40,
      method: 'GET',
      route: row!.route,
      statusCode: res.statusCode,
      durationMs: expect.any(Number),
    });

    await t.app.inject({ url: '/api/diagnostics/flags' });
    await until(
      () => t.db.select().from(slowRequests),
      (r) => r.some((s) => s.route === '/api/diagnostics/flags'),
    );
    const head = await signUp(t, { role: 'franchisor' });
    const overview = (await t.app.inject({ url: '/api/diagnostics/overview', headers: { cookie: head.cookie } })).json();
    expect(overview.slowRequests.thresholdMs).toBe(0);
    expect(overview.slowRequests.lastDay).toBeGreaterThanOrEqual(2);
    expect(overview.slowRequests.routes).toContainEqual(
      expect.objectContaining({ method: 'GET', route: '/api/diagnostics/flags', count: 1 }),
    );
  });

  it('does not time the metrics scrape or requests outside /api', async () => {
    const scrape = await t.app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer metrics-token-0123456789' } });
    expect(scrape.statusCode).toBe(200);
    await t.app.inject({ url: '/some/page' });
    await t.app.inject({ url: '/api/health' });
    const rows = await until(
      () => t.db.select().from(slowRequests),
      (r) => r.some((s) => s.route === '/api/health'),
    );
    expect(rows.map((r) => r.route)).not.toContain('/api/metrics');
    expect(rows.filter((r) => r.requestId === scrape.headers['x-request-id'])).toHaveLength(0);
    expect(lines.filter((l) => l.msg === 'slow request' && l.route === '/api/metrics')).toHaveLength(0);
  });

  it('is off below the threshold', async () => {
    const calm = await createTestApp();
    try {
      await calm.app.inject({ url: '/api/diagnostics/flags' });
      await new Promise((r) => setTimeout(r, 100));
      expect(await calm.db.select().from(slowRequests)).toHaveLength(0);
    } finally {
      await calm.close();
    }
  });
});

describe('request ids', () => {
  it('answers every request with an x-request-id: a sane incoming one, else a new uuid', async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.01_Z' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.01_Z');
    for (const bad of ['has space', 'x'.repeat(65), 'semi;colon']) {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const missing = await t.app.inject({ url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
