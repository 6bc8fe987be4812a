import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { notificationEmails, notifications } from '../../db/schema';
import { withRls } from '../../lib/rls';
import { DEFAULT_PREFERENCES } from '../../../shared/notifications.contracts';

let t: TestApp;
type U = Awaited<ReturnType<typeof signUp>>;
let maria: U;
let jose: U;

beforeAll(async () => {
  t = await createTestApp();
  maria = await signUp(t, { role: 'franchisee' });
  jose = await signUp(t, { role: 'franchisee' });
});
afterAll(async () => t?.close());

const req = (cookie: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });

async function announceTo(
  recipientIds: string[],
  title: string,
  extra: { category?: 'announcement' | 'marketing'; actionUrl?: string } = {},
) {
  return t.ctx.notifier.send({
    type: 'system_announcement',
    recipientIds,
    senderId: null,
    title,
    message: `${title} body`,
    priority: 'medium',
    actionUrl: extra.actionUrl ?? null,
    category: extra.category ?? 'announcement',
  });
}

describe('notification centre API', () => {
  it('lists my notifications newest first with range, unread count and filters', async () => {
    const u = await signUp(t, { role: 'franchisee' });
    for (let i = 1; i <= 3; i++) {
      await announceTo([u.userId], `News ${i}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    const res = await req(u.cookie, 'GET', '/api/notifications?limit=2&offset=0&type=system_announcement');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((n: { title: string }) => n.title)).toEqual(['News 3', 'News 2']);
    expect(body.total).toBe(3);
    const page2 = (await req(u.cookie, 'GET', '/api/notifications?limit=2&offset=2&type=system_announcement')).json();
    expect(page2.items.map((n: { title: string }) => n.title)).toEqual(['News 1']);
    expect((await req(u.cookie, 'GET', '/api/notifications/unread-count')).json()).toEqual({ count: body.unreadCount });
  });

  it('marks one read, all read, and deletes; unread filter follows', async () => {
    const u = await signUp(t, { role: 'franchisee' });
    await announceTo([u.userId], 'One');
    await announceTo([u.userId], 'Two');
    const list = (await req(u.cookie, 'GET', '/api/notifications')).json();
    expect(list.unreadCount).toBe(2);
    const first = list.items[0];
    const read = await req(u.cookie, 'PATCH', `/api/notifications/${first.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    const unreadOnly = (await req(u.cookie, 'GET', '/api/notifications?unread=true')).json();
    expect(unreadOnly.items.map((n: { id: string }) => n.id)).not.toContain(first.id);
    expect(unreadOnly.unreadCount).toBe(1);
    expect((await req(u.cookie, 'POST', '/api/notifications/read-all')).json()).toEqual({ updated: 1 });
    expect((await req(u.cookie, 'GET', '/api/notifications/unread-count')).json()).toEqual({ count: 0 });
    expect((await req(u.cookie, 'DELETE', `/api/notifications/${first.id}`)).statusCode).toBe(200);
    expect((await req(u.cookie, 'GET', '/api/notifications')).json().total).toBe(1);
  });

  it("never reads, marks or deletes another user's notification", async () => {
    const { created } = await announceTo([jose.userId], 'For Jose only');
    const id = created[0].id;
    const list = (await req(maria.cookie, 'GET', '/api/notifications')).json();
    expect(list.items.map((n: { id: string }) => n.id)).not.toContain(id);
    const mark = await req(maria.cookie, 'PATCH', `/api/notifications/${id}/read`);
    expect(mark.statusCode).toBe(404);
    expect(mark.json().error.message).toBe('Failed to mark notification as read: The requested item could not be found.');
    const del = await req(maria.cookie, 'DELETE', `/api/notifications/${id}`);
    expect(del.statusCode).toBe(404);
    expect(del.json().error.message).toBe('Failed to delete notification: The requested item could not be found.');
    const [still] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(still.readAt).toBeNull();
  });

  it("row-level security: a user cannot insert a notification addressed to someone else, nor see others'", async () => {
    const actor = { userId: maria.userId, role: 'franchisee' as const };
    await expect(
      withRls(t.db, actor, (tx) =>
        tx
          .insert(notifications)
          .values({ recipientId: jose.userId, senderId: maria.userId, type: 'system_announcement', title: 'x', message: 'y' }),
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    await expect(
      withRls(t.db, actor, (tx) =>
        tx
          .insert(notifications)
          .values({ recipientId: maria.userId, senderId: jose.userId, type: 'system_announcement', title: 'x', message: 'y' }),
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    await announceTo([jose.userId], 'Hidden');
    const seen = await withRls(t.db, actor, (tx) => tx.select().from(notifications));
    expect(seen.every((n) => n.recipientId === maria.userId)).toBe(true);
    const updated = await withRls(t.db, actor, (tx) =>
      tx.update(notifications).set({ title: 'hijack' }).where(eq(notifications.recipientId, jose.userId)).returning(),
    );
    expect(updated).toEqual([]);
  });

  it("answers 'User not authenticated' without a session", async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['GET', '/api/notification-preferences'],
      ['GET', '/api/notifications/stream'],
    ] as const) {
      const res = await req(null, method, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.message).toBe('User not authenticated');
    }
  });

  it('validates ids and filters', async () => {
    expect((await req(maria.cookie, 'PATCH', '/api/notifications/not-a-uuid/read')).statusCode).toBe(422);
    expect((await req(maria.cookie, 'GET', '/api/notifications?type=bogus')).statusCode).toBe(422);
    expect((await req(maria.cookie, 'GET', '/api/notifications?limit=500')).statusCode).toBe(422);
  });
});

describe('preferences', () => {
  it('returns the spec defaults for a new user and saves changes per user', async () => {
    const u = await signUp(t);
    const res = await req(u.cookie, 'GET', '/api/notification-preferences');
    expect(res.json()).toEqual({ ...DEFAULT_PREFERENCES, updatedAt: null });
    expect(DEFAULT_PREFERENCES.marketingNotifications).toBe(false);
    const put = await req(u.cookie, 'PUT', '/api/notification-preferences', { systemAnnouncements: false });
    expect(put.json()).toMatchObject({ ...DEFAULT_PREFERENCES, systemAnnouncements: false });
    expect((await req(u.cookie, 'GET', '/api/notification-preferences')).json().systemAnnouncements).toBe(false);
    expect((await req(maria.cookie, 'GET', '/api/notification-preferences')).json().systemAnnouncements).toBe(true);
    expect((await req(u.cookie, 'PUT', '/api/notification-preferences', { systemAnnouncements: 'no' })).statusCode).toBe(422);
  });

  it('an event the user switched off is not sent; in-app and e-mail are separate switches', async () => {
    const off = await signUp(t);
    const noInApp = await signUp(t);
    const noEmail = await signUp(t);
    const everything = await signUp(t);
    await req(off.cookie, 'PUT', '/api/notification-preferences', { systemAnnouncements: false });
    await req(noInApp.cookie, 'PUT', '/api/notification-preferences', { pushNotifications: false });
    await req(noEmail.cookie, 'PUT', '/api/notification-preferences', { emailNotifications: false });
    const ids = [off.userId, noInApp.userId, noEmail.userId, everything.userId];
    const result = await announceTo(ids, 'Switches');
    expect(result.created.map((c) => c.recipientId).sort()).toEqual([noEmail.userId, everything.userId].sort());
    const mails = await t.db.select().from(notificationEmails).where(eq(notificationEmails.subject, 'Switches'));
    expect(mails.map((m) => m.toEmail).sort()).toEqual([noInApp.email, everything.email].sort());
  });

  it('marketing announcements reach only users who opted in', async () => {
    const optedIn = await signUp(t);
    const byDefault = await signUp(t);
    await req(optedIn.cookie, 'PUT', '/api/notification-preferences', { marketingNotifications: true });
    const result = await announceTo([optedIn.userId, byDefault.userId], 'Promo', { category: 'marketing' });
    expect(result.created.map((c) => c.recipientId)).toEqual([optedIn.userId]);
  });

  it('order updates switch governs order notifications', async () => {
    const u = await signUp(t);
    await req(u.cookie, 'PUT', '/api/notification-preferences', { orderUpdates: false });
    const result = await t.ctx.notifier
      .send({
        type: 'order_delivered',
        recipientIds: [u.userId],
        order: { id: crypto.randomUUID(), orderNumber: 'ORD-X', totalCentavos: 100 },
      })
      .catch((e) => e);
    expect(result).toEqual({ created: [], emailsQueued: 0 });
  });
});
