import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, makeProduct, placeOrder } from '../../test/ordering-fixture';
import { openEventStream } from '../../test/sse';
import { manilaWhen } from '../../lib/order-transitions';

/**
 * Issue 11, item 1: a refused order action (409) says what happened, and open pages hear every order
 * change, including a franchisee's cancellation, which stores no notification.
 */

let t: TestApp;
let brand: Awaited<ReturnType<typeof makeBrand>>;
let hq: Awaited<ReturnType<typeof signUp>>;
let f: Awaited<ReturnType<typeof makeFranchisee>>;
let other: Awaited<ReturnType<typeof makeFranchisee>>;

beforeAll(async () => {
  t = await createTestApp();
  brand = await makeBrand(t);
  hq = await signUp(t, { role: 'franchisor', fullName: 'Head Office' });
  f = await makeFranchisee(t, brand.id);
  other = await makeFranchisee(t, brand.id);
});
afterAll(async () => t?.close());

const freshOrder = async () => placeOrder(t, f.cookie, (await makeProduct(t, { brandIds: [brand.id], stock: 50 })).id, 1);
const HHMM = /\d{2}:\d{2}/;

describe('409 on an order action says what happened', () => {
  it('cancelling an order head office rejected: current status, who and when, in the same error shape', async () => {
    const o = await freshOrder();
    expect((await api(t, hq.cookie).post(`/api/approvals/${o.id}/reject`, { reason: 'Over budget' })).statusCode).toBe(200);
    const res = await api(t, f.cookie).post(`/api/orders/${o.id}/cancel`, { reason: 'Changed my mind' });
    expect(res.statusCode).toBe(409);
    const { error } = res.json();
    expect(Object.keys(error).sort()).toEqual(['code', 'details', 'message', 'status']);
    expect(error).toMatchObject({
      code: 'DUPLICATE_RESOURCE',
      status: 409,
      message: 'This action conflicts with existing data. Please refresh and try again.',
    });
    expect(error.details).toMatchObject({ orderId: o.id, currentStatus: 'rejected', changedBy: { name: 'Head Office', headOffice: true } });
    const at = new Date(error.details.changedAt);
    expect(error.details.reason).toBe(`This order was rejected by head office ${manilaWhen(at)}; it can no longer be cancelled.`);
    expect(error.details.reason).toMatch(HHMM);
  });

  it('approving an order the franchisee cancelled names the franchisee', async () => {
    const o = await freshOrder();
    expect((await api(t, f.cookie).post(`/api/orders/${o.id}/cancel`, { reason: 'Ordered twice' })).statusCode).toBe(200);
    const res = await api(t, hq.cookie).post(`/api/approvals/${o.id}/approve`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details.reason).toMatch(
      /^This order was cancelled by the franchisee at \d{2}:\d{2}; it can no longer be approved\.$/,
    );
    const bulk = await api(t, hq.cookie).post('/api/approvals/bulk', { orderIds: [o.id], decision: 'approve' });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().results[0]).toMatchObject({ ok: false, message: expect.stringMatching(/it can no longer be approved\.$/) });
  });

  it('a move that comes later says "yet"; one of your own says "by you"', async () => {
    const o = await freshOrder();
    expect((await api(t, hq.cookie).post(`/api/approvals/${o.id}/approve`, {})).statusCode).toBe(200);
    const res = await api(t, hq.cookie).post(`/api/shipping/${o.id}/deliver`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toMatchObject({ currentStatus: 'approved' });
    expect(res.json().error.details.reason).toMatch(
      /^This order was approved by you at \d{2}:\d{2}; it cannot be marked as delivered yet\.$/,
    );
  });

  it('formats Manila time: today as HH:mm, another day with its date', () => {
    const now = new Date('2026-11-23T10:00:00Z'); // 18:00 in Manila
    expect(manilaWhen(new Date('2026-11-23T06:02:00Z'), now)).toBe('at 14:02');
    expect(manilaWhen(new Date('2026-11-22T06:02:00Z'), now)).toBe('on Nov 22, 2026 at 14:02');
  });
});

describe('order changes reach open streams', () => {
  it('head office hears a franchisee cancellation (nothing stored); another franchisee does not', async () => {
    const o = await freshOrder();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const hqStream = await openEventStream(`${address}/api/notifications/stream`, hq.cookie);
    const otherStream = await openEventStream(`${address}/api/notifications/stream`, other.cookie);
    const ownStream = await openEventStream(`${address}/api/notifications/stream`, f.cookie);
    try {
      await Promise.all([hqStream, otherStream, ownStream].map((s) => s.waitFor((e) => e.event === 'ready')));
      expect((await api(t, f.cookie).post(`/api/orders/${o.id}/cancel`, { reason: 'Not needed' })).statusCode).toBe(200);
      const heard = await hqStream.waitFor((e) => e.event === 'order_changed');
      expect(heard.data).toEqual({ orderId: o.id, status: 'cancelled' });
      await ownStream.waitFor((e) => e.event === 'order_changed');
      // Head office's approval reaches the owner as a change too (besides the stored notification).
      const next = await freshOrder();
      expect((await api(t, hq.cookie).post(`/api/approvals/${next.id}/approve`, {})).statusCode).toBe(200);
      await ownStream.waitFor((e) => e.event === 'order_changed' && (e.data as { orderId: string }).orderId === next.id);
      await hqStream.waitFor((e) => e.event === 'order_changed' && (e.data as { orderId: string }).orderId === next.id);
      expect(otherStream.events.filter((e) => e.event === 'order_changed')).toEqual([]);
    } finally {
      await Promise.all([hqStream.close(), otherStream.close(), ownStream.close()]);
    }
  });
});

describe('the session says what the role may do (item 10: pages ask before fetching)', () => {
  it('a `user` account is told it may not view order management; a franchisee that it may', async () => {
    const granted = async (cookie: string) =>
      (await t.app.inject({ url: '/api/session', headers: { cookie } })).json().permissions.granted as string[];
    const plain = await signUp(t, { role: 'user' });
    expect(await granted(plain.cookie)).toEqual(['profile.self']);
    expect(await granted(f.cookie)).toContain('orders.manage_view');
    expect((await api(t, plain.cookie).get('/api/order-management')).statusCode).toBe(403);
  });
});
