import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { clientErrorGroups } from '../../db/schema';
import { DIAGNOSTICS_API, ERROR_REPORT_LIMITS } from '../../../shared/diagnostics.contracts';
import { CODE_MESSAGES } from '../../../shared/errors';
import { fingerprint, firstFrame, normaliseMessage } from './error-reports.service';

let t: TestApp;
let head: Awaited<ReturnType<typeof signUp>>;
let franchisee: { cookie: string; userId: string };
let address = 0;
/** Each test reports from its own client address, so the per-address limit only bites where a test wants it to. */
const nextAddress = () => `10.1.0.${++address}`;

const stackAt = (line: number, id: string) =>
  `TypeError: Cannot read properties of undefined (reading 'total') for order ${id}\n` +
  `    at OrderSummary (http://localhost:3000/assets/orders-Ab12Cd.js?v=3:${line}:${line * 7})\n` +
  `    at renderWithHooks (http://localhost:3000/assets/vendor-Xy.js:1:${line})`;

function report(body: Record<string, unknown>, opts: { cookie?: string; ip?: string; raw?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: DIAGNOSTICS_API.errorReports,
    remoteAddress: opts.ip ?? nextAddress(),
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: opts.raw ?? JSON.stringify(body),
  });
}

const groups = () => t.db.select().from(clientErrorGroups);

beforeAll(async () => {
  t = await createTestApp();
  head = await signUp(t, { role: 'franchisor' });
  franchisee = await signUp(t, { role: 'franchisee' });
});
afterAll(async () => t?.close());

describe('fingerprints', () => {
  it('collapse numbers, ids and hex in the message and line:col and query strings in the first frame', () => {
    expect(normaliseMessage('Order 123 of 4f9c2a1e-0b7d-4c55-9a0e-3e1f2d4c5b6a at 0xdeadbeef cost 12.50')).toBe(
      'Order <n> of <uuid> at <hex> cost <n>',
    );
    expect(firstFrame(stackAt(10, 'x'))).toBe('at OrderSummary (http://localhost:3000/assets/orders-Ab12Cd.js)');
    expect(firstFrame('boom\nrender@http://localhost:3000/assets/a.js:12:5')).toBe('render@http://localhost:3000/assets/a.js');
    const a = { kind: 'error' as const, message: 'Order 1 failed', stack: stackAt(10, '1') };
    expect(fingerprint(a)).toBe(fingerprint({ ...a, message: 'Order 2 failed', stack: stackAt(99, '2') }));
    expect(fingerprint(a)).not.toBe(fingerprint({ ...a, kind: 'render' }));
    expect(fingerprint(a)).not.toBe(fingerprint({ ...a, stack: stackAt(10, '1').replace('OrderSummary', 'CartSummary') }));
  });
});

describe('POST error-reports', () => {
  it('groups two reports of one error (other line numbers and ids) into one group of count 2, latest details kept', async () => {
    const first = await report({
      kind: 'render',
      message: 'Order 4f9c2a1e-0b7d-4c55-9a0e-3e1f2d4c5b6a has no total',
      stack: stackAt(10, '1'),
      route: '/orders/:orderId',
      buildVersion: '0.1.0+abc',
      browser: 'Chrome 130',
    });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ ok: true });
    const second = await report(
      {
        kind: 'render',
        message: 'Order 0b7d4c55-4f9c-4c55-9a0e-3e1f2d4c5b6a has no total',
        stack: stackAt(42, '2'),
        route: '/orders/:orderId',
        buildVersion: '0.1.0+def',
        browser: 'Firefox 131',
        userId: franchisee.userId,
      },
      { cookie: head.cookie },
    );
    expect(second.statusCode).toBe(202);
    const rows = (await groups()).filter((g) => g.kind === 'render');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 2, status: 'open', buildVersion: '0.1.0+def', browser: 'Firefox 131' });
    // The user is the session's, never the body's.
    expect(rows[0].userId).toBe(head.userId);
    expect(rows[0].lastSeenAt.getTime()).toBeGreaterThanOrEqual(rows[0].firstSeenAt.getTime());
  });

  it('reopens a resolved group that recurs; an ignored one stays ignored but counts', async () => {
    const resolvedBody = { kind: 'error', message: 'resolved then back', stack: stackAt(1, 'r'), route: '/cart' };
    const ignoredBody = { kind: 'unhandledrejection', message: 'ignored forever', route: '/cart' };
    await report(resolvedBody);
    await report(ignoredBody);
    const [resolved] = await t.db.select().from(clientErrorGroups).where(eq(clientErrorGroups.message, 'resolved then back'));
    const [ignored] = await t.db.select().from(clientErrorGroups).where(eq(clientErrorGroups.message, 'ignored forever'));
    for (const [g, status] of [
      [resolved, 'resolved'],
      [ignored, 'ignored'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `${DIAGNOSTICS_API.errorGroups}/${g.id}`,
        headers: { cookie: head.cookie, origin: TEST_ORIGIN },
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: g.id, status });
    }
    await report(resolvedBody);
    await report(ignoredBody);
    const after = await groups();
    expect(after.find((g) => g.id === resolved.id)).toMatchObject({ status: 'open', count: 2 });
    expect(after.find((g) => g.id === ignored.id)).toMatchObject({ status: 'ignored', count: 2 });
  });

  it('strips control characters', async () => {
    const res = await report({ kind: 'error', message: 'bell\u0007 and\u001b[31m escape', route: '/blog\u0001/x', browser: 'Edge\r\n131' });
    expect(res.statusCode).toBe(202);
    const [g] = await t.db.select().from(clientErrorGroups).where(eq(clientErrorGroups.message, 'bell and[31m escape'));
    expect(g).toMatchObject({ route: '/blog /x', browser: 'Edge  131' });
  });

  it('refuses oversized reports (413 over 16 KB, 422 past a field limit) and stores nothing', async () => {
    const before = (await groups()).length;
    const huge = await report({ kind: 'error', message: 'x', stack: 'y'.repeat(20_000), route: '/' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 413 });
    const long = await report({ kind: 'error', message: 'm'.repeat(ERROR_REPORT_LIMITS.message + 1), route: '/' });
    expect(long.statusCode).toBe(422);
    const bad = await report({ kind: 'panic', message: 'x', route: '/' });
    expect(bad.statusCode).toBe(422);
    expect((await groups()).length).toBe(before);
  });

  it(`limits each client address to ${ERROR_REPORT_LIMITS.perAddress} reports per window (then 429), others unaffected`, async () => {
    const ip = nextAddress();
    for (let i = 0; i < ERROR_REPORT_LIMITS.perAddress; i++) {
      const res = await report({ kind: 'error', message: `flood ${i}`, route: '/' }, { ip });
      expect(res.statusCode).toBe(202);
    }
    const over = await report({ kind: 'error', message: 'one too many', route: '/' }, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toEqual({ code: 'RATE_LIMITED', message: CODE_MESSAGES.RATE_LIMITED, status: 429 });
    // One group (the numbers collapse), its message the latest report's.
    const [flood] = await t.db
      .select()
      .from(clientErrorGroups)
      .where(eq(clientErrorGroups.message, `flood ${ERROR_REPORT_LIMITS.perAddress - 1}`));
    expect(flood.count).toBe(ERROR_REPORT_LIMITS.perAddress);
    expect(await t.db.select().from(clientErrorGroups).where(eq(clientErrorGroups.message, 'one too many'))).toHaveLength(0);
    expect((await report({ kind: 'error', message: 'elsewhere', route: '/' })).statusCode).toBe(202);
  });
});

describe('GET/PATCH error-groups', () => {
  it('is for diagnostics.operate only', async () => {
    expect((await t.app.inject({ url: DIAGNOSTICS_API.errorGroups })).statusCode).toBe(401);
    expect((await t.app.inject({ url: DIAGNOSTICS_API.errorGroups, headers: { cookie: franchisee.cookie } })).statusCode).toBe(403);
    const [g] = await groups();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `${DIAGNOSTICS_API.errorGroups}/${g.id}`,
      headers: { cookie: franchisee.cookie, origin: TEST_ORIGIN },
      payload: { status: 'ignored' },
    });
    expect(patch.statusCode).toBe(403);
  });

  it('lists newest last seen first with the user e-mail, filters by status and counts per status', async () => {
    const res = await t.app.inject({ url: `${DIAGNOSTICS_API.errorGroups}?limit=100`, headers: { cookie: head.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const all = await groups();
    expect(body.total).toBe(all.length);
    expect(body.counts).toEqual({
      open: all.filter((g) => g.status === 'open').length,
      resolved: all.filter((g) => g.status === 'resolved').length,
      ignored: all.filter((g) => g.status === 'ignored').length,
    });
    const seen = body.items.map((g: { lastSeenAt: string }) => Date.parse(g.lastSeenAt));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(body.items.find((g: { kind: string }) => g.kind === 'render')).toMatchObject({ userEmail: head.email, count: 2 });
    const ignored = await t.app.inject({ url: `${DIAGNOSTICS_API.errorGroups}?status=ignored`, headers: { cookie: head.cookie } });
    expect(ignored.json().items.map((g: { status: string }) => g.status)).toEqual(['ignored']);
    expect(ignored.json().total).toBe(1);
  });

  it('answers 404 for an unknown group and 422 for an unknown status', async () => {
    const url = `${DIAGNOSTICS_API.errorGroups}/00000000-0000-4000-8000-000000000000`;
    const headers = { cookie: head.cookie, origin: TEST_ORIGIN };
    expect((await t.app.inject({ method: 'PATCH', url, headers, payload: { status: 'resolved' } })).statusCode).toBe(404);
    const [g] = await groups();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${DIAGNOSTICS_API.errorGroups}/${g.id}`,
      headers,
      payload: { status: 'gone' },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('with error reporting off', () => {
  it('answers 202 and stores nothing', async () => {
    const off = await createTestApp({ env: { FEATURE_ERROR_REPORTING: 'false' } });
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: DIAGNOSTICS_API.errorReports,
        headers: { origin: TEST_ORIGIN },
        payload: { kind: 'error', message: 'not stored', route: '/' },
      });
      expect(res.statusCode).toBe(202);
      expect(await off.db.select().from(clientErrorGroups)).toHaveLength(0);
      expect((await off.app.inject({ url: DIAGNOSTICS_API.flags })).json()).toMatchObject({ errorReporting: false, analytics: true });
    } finally {
      await off.close();
    }
  });
});
