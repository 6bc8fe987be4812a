import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { makeNetwork } from '../../test/network-fixture';
import { openEventStream } from '../../test/sse';
import { notifications, userProfiles } from '../../db/schema';

let t: TestApp;
type U = Awaited<ReturnType<typeof signUp>>;
let hq: U;
let admin: U;
let a: U;
let b: U;
let c: U;
let net: Awaited<ReturnType<typeof makeNetwork>>;

beforeAll(async () => {
  t = await createTestApp();
  hq = await signUp(t, { role: 'franchisor' });
  admin = await signUp(t, { role: 'admin' });
  a = await signUp(t, { role: 'franchisee' });
  b = await signUp(t, { role: 'franchisee' });
  c = await signUp(t, { role: 'franchisee' });
  net = await makeNetwork(t, { a: a.userId, b: b.userId, c: c.userId });
});
afterAll(async () => t?.close());

const post = (cookie: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/announcements', payload, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
const titlesOf = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.recipientId, userId))).map((n) => n.title);

describe('system announcements', () => {
  it('a franchisor announces to chosen locations: only their owners get it, with priority and action URL', async () => {
    const res = await post(hq.cookie, {
      title: 'Makati audit',
      message: 'Audit on Monday',
      priority: 'high',
      actionUrl: '/orders',
      audience: 'locations',
      locationIds: [net.locA.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().announcement).toMatchObject({
      title: 'Makati audit',
      recipientCount: 1,
      audienceLabel: '1 location',
      priority: 'high',
    });
    const [n] = await t.db.select().from(notifications).where(eq(notifications.title, 'Makati audit'));
    expect(n).toMatchObject({
      recipientId: a.userId,
      senderId: hq.userId,
      type: 'system_announcement',
      priority: 'high',
      actionUrl: '/orders',
    });
    expect(await titlesOf(b.userId)).not.toContain('Makati audit');
  });

  it('to a brand: the owners of that brand’s locations', async () => {
    const res = await post(hq.cookie, { title: 'Siomai recipe', message: 'New sauce', audience: 'brand', brandId: net.siomai.id });
    expect(res.json().announcement.recipientCount).toBe(2);
    expect(await titlesOf(a.userId)).toContain('Siomai recipe');
    expect(await titlesOf(b.userId)).toContain('Siomai recipe');
    expect(await titlesOf(c.userId)).not.toContain('Siomai recipe');
  });

  it('to everyone: every active account except the sender', async () => {
    await t.db.update(userProfiles).set({ status: 'suspended' }).where(eq(userProfiles.id, c.userId));
    await post(hq.cookie, { title: 'Holiday hours', message: 'Closed on the 25th', audience: 'all' });
    await t.db.update(userProfiles).set({ status: 'active' }).where(eq(userProfiles.id, c.userId));
    for (const u of [a, b, admin]) expect(await titlesOf(u.userId)).toContain('Holiday hours');
    expect(await titlesOf(c.userId)).not.toContain('Holiday hours');
    expect(await titlesOf(hq.userId)).not.toContain('Holiday hours');
  });

  it('is for franchisors only', async () => {
    for (const u of [admin, a]) {
      expect((await post(u.cookie, { title: 'x', message: 'y', audience: 'all' })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/announcements', headers: { cookie: u.cookie } })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/announcements/audience', headers: { cookie: u.cookie } })).statusCode).toBe(403);
    }
    expect((await post(null, { title: 'x', message: 'y', audience: 'all' })).statusCode).toBe(401);
  });

  it('validates the audience and the action URL with field errors', async () => {
    const noBrand = await post(hq.cookie, { title: 'x', message: 'y', audience: 'brand' });
    expect(noBrand.statusCode).toBe(422);
    expect(noBrand.json().error.details.fieldErrors.brandId).toEqual(['Choose a brand.']);
    const unknownLocation = await post(hq.cookie, {
      title: 'x',
      message: 'y',
      audience: 'locations',
      locationIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknownLocation.statusCode).toBe(422);
    const external = await post(hq.cookie, { title: 'x', message: 'y', audience: 'all', actionUrl: 'https://evil.example/' });
    expect(external.statusCode).toBe(422);
    expect(external.json().error.details.fieldErrors.actionUrl).toEqual(['Invalid action URL. Please check your input.']);
    const emptyTitle = await post(hq.cookie, { title: ' ', message: 'y', audience: 'all' });
    expect(emptyTitle.json().error.details.fieldErrors.title).toEqual(['Title is required.']);
  });

  it('lists recent announcements and the audience options', async () => {
    const list = (await t.app.inject({ url: '/api/announcements', headers: { cookie: hq.cookie } })).json();
    expect(list.items[0]).toMatchObject({ title: 'Holiday hours', audienceLabel: 'Everyone' });
    const options = (await t.app.inject({ url: '/api/announcements/audience', headers: { cookie: hq.cookie } })).json();
    expect(options.brands.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining([net.siomai.id, net.coffee.id]));
    expect(options.locations.find((l: { id: string }) => l.id === net.locA.id)).toMatchObject({ ownerName: 'Test User' });
  });
});

describe('live stream', () => {
  it('pushes a new notification and the unread count the moment it is created', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${address}/api/notifications/stream`, a.cookie);
    try {
      const ready = await stream.waitFor((e) => e.event === 'ready');
      const before = (ready.data as { unreadCount: number }).unreadCount;
      const started = Date.now();
      await post(hq.cookie, {
        title: 'Live one',
        message: 'Now',
        audience: 'locations',
        locationIds: [net.locA.id],
        actionUrl: '/notifications',
      });
      const pushed = await stream.waitFor((e) => e.event === 'notification' && (e.data as { title: string }).title === 'Live one', 2_000);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(pushed.data).toMatchObject({ recipientId: a.userId, actionUrl: '/notifications', readAt: null });
      const unread = await stream.waitFor((e) => e.event === 'unread' && (e.data as { count: number }).count === before + 1);
      expect(unread).toBeTruthy();
      // Another user's stream would not see it: B's announcement does not reach A.
      await post(hq.cookie, { title: 'Only B', message: 'x', audience: 'locations', locationIds: [net.locB.id] });
      await new Promise((r) => setTimeout(r, 300));
      expect(stream.events.some((e) => (e.data as { title?: string }).title === 'Only B')).toBe(false);
    } finally {
      await stream.close();
    }
  });
});
