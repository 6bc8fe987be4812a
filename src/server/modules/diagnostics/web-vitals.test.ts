import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { webVitalSamples } from '../../db/schema';
import { DIAGNOSTICS_API, VITAL_LIMITS } from '../../../shared/diagnostics.contracts';

let t: TestApp;
let address = 0;
const nextAddress = () => `10.2.0.${++address}`;

function send(payload: string, opts: { type?: string; ip?: string; app?: TestApp } = {}) {
  return (opts.app ?? t).app.inject({
    method: 'POST',
    url: DIAGNOSTICS_API.vitals,
    remoteAddress: opts.ip ?? nextAddress(),
    headers: { origin: TEST_ORIGIN, 'content-type': opts.type ?? 'application/json' },
    payload,
  });
}
const samples = (...list: [string, string, number][]) =>
  JSON.stringify({ samples: list.map(([route, metric, value]) => ({ route, metric, value })) });
const stored = () => t.db.select().from(webVitalSamples);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('POST vitals', () => {
  it('stores samples sent as JSON and as sendBeacon text/plain', async () => {
    expect((await send(samples(['/orders/:orderId', 'LCP', 1800]))).statusCode).toBe(202);
    const beacon = await send(samples(['/', 'CLS', 0.05], ['/', 'INP', 120]), { type: 'text/plain;charset=UTF-8' });
    expect(beacon.statusCode).toBe(202);
    expect(beacon.json()).toEqual({ ok: true });
    const rows = await stored();
    expect(rows.map((r) => [r.route, r.metric, r.value]).sort()).toEqual(
      [
        ['/', 'CLS', 0.05],
        ['/', 'INP', 120],
        ['/orders/:orderId', 'LCP', 1800],
      ].sort(),
    );
  });

  it('stores a value beyond what a real page load reports as that bound (a minute, a layout shift of 10)', async () => {
    const res = await send(samples(['/contact', 'LCP', 600_000], ['/contact', 'INP', 90_000], ['/contact', 'CLS', 42]));
    expect(res.statusCode).toBe(202);
    const rows = (await stored()).filter((r) => r.route === '/contact');
    expect(rows.map((r) => [r.metric, r.value]).sort()).toEqual([
      ['CLS', 10],
      ['INP', 60_000],
      ['LCP', 60_000],
    ]);
  });

  it('refuses a route outside the route table (a concrete URL too) with 422 and stores nothing', async () => {
    const before = (await stored()).length;
    for (const route of ['/orders/4f9c2a1e-0b7d-4c55-9a0e-3e1f2d4c5b6a', '/nowhere']) {
      const res = await send(samples(['/', 'LCP', 1000], [route, 'LCP', 1000]));
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await stored()).length).toBe(before);
  });

  it('refuses bad bodies: unknown metric, negative value, too many samples, broken text, over 8 KB', async () => {
    const before = (await stored()).length;
    expect((await send(samples(['/', 'TTFB', 1]))).statusCode).toBe(422);
    expect((await send(samples(['/', 'LCP', -1]))).statusCode).toBe(422);
    const many = Array.from({ length: VITAL_LIMITS.samplesPerReport + 1 }, () => ['/', 'CLS', 0] as [string, string, number]);
    expect((await send(samples(...many))).statusCode).toBe(422);
    expect((await send('{"samples": [', { type: 'text/plain' })).statusCode).toBe(400);
    const big = await send(JSON.stringify({ samples: [{ route: '/', metric: 'LCP', value: 1 }], pad: 'x'.repeat(9000) }), {
      type: 'text/plain',
    });
    expect(big.statusCode).toBe(413);
    expect((await stored()).length).toBe(before);
  });

  it(`limits each client address to ${VITAL_LIMITS.perAddress} reports per window`, async () => {
    const ip = nextAddress();
    for (let i = 0; i < VITAL_LIMITS.perAddress; i++) expect((await send(samples(['/blog', 'FID', 10]), { ip })).statusCode).toBe(202);
    const over = await send(samples(['/blog', 'FID', 10]), { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    expect((await stored()).filter((r) => r.route === '/blog')).toHaveLength(VITAL_LIMITS.perAddress);
  });

  it('answers 202 and stores nothing with analytics off', async () => {
    const off = await createTestApp({ env: { FEATURE_ANALYTICS: 'false' } });
    try {
      expect((await send(samples(['/', 'LCP', 1000]), { app: off })).statusCode).toBe(202);
      expect(await off.db.select().from(webVitalSamples)).toHaveLength(0);
    } finally {
      await off.close();
    }
  });
});
