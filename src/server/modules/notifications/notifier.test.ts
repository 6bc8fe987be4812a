import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { makeNetwork } from '../../test/network-fixture';
import { notificationEmails, notifications, orders } from '../../db/schema';
import { createEmailWorker, EMAIL_RETRY, retryDelaySeconds } from './email-worker';
import type { MailMessage } from '../../lib/mailer';

let t: TestApp;
let order: { id: string; orderNumber: string; totalCentavos: number };
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t, { role: 'franchisee' });
  const other = await signUp(t, { role: 'franchisee' });
  const net = await makeNetwork(t, { a: owner.userId, b: other.userId, c: other.userId });
  const [row] = await t.db
    .insert(orders)
    .values({
      orderNumber: 'ORD-20261121-000042',
      locationId: net.locA.id,
      subtotalCentavos: 10_000_00,
      vatCentavos: 1_200_00,
      shippingCentavos: 0,
      totalCentavos: 11_200_00,
    })
    .returning();
  order = { id: row.id, orderNumber: row.orderNumber, totalCentavos: row.totalCentavos };
});
afterAll(async () => t?.close());

describe('order events', () => {
  it.each([
    ['order_approved', 'low'],
    ['order_rejected', 'high'],
    ['order_shipped', 'low'],
    ['order_delivered', 'medium'],
    ['order_created', 'low'],
  ] as const)('%s has priority %s, action_url /orders/{id} and order metadata', async (type, priority) => {
    const event =
      type === 'order_rejected'
        ? { type, reason: 'Over allocation' }
        : type === 'order_shipped'
          ? { type, carrier: 'LBC', trackingNumber: 'LBC123' }
          : type === 'order_created'
            ? { type, locationName: 'Makati' }
            : { type };
    const { created } = await t.ctx.notifier.send({ ...event, recipientIds: [owner.userId], order } as Parameters<
      typeof t.ctx.notifier.send
    >[0]);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, created[0].id));
    expect(row).toMatchObject({
      type,
      priority,
      actionUrl: `/orders/${order.id}`,
      relatedOrderId: order.id,
      metadata: { order_number: 'ORD-20261121-000042', order_total: 11200 },
    });
    expect(row.title).toContain('ORD-20261121-000042');
  });

  it('payment reminders are high when overdue and cannot be switched off by the order switch', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
      payload: { orderUpdates: false },
    });
    const { created } = await t.ctx.notifier.send({
      type: 'payment_reminder',
      recipientIds: [owner.userId],
      overdue: true,
      invoice: { id: 'inv-1', invoiceNumber: 'INV-20261101-000001', amountCentavos: 5_000_00, dueDate: '2026-11-20' },
    });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, created[0].id));
    expect(row).toMatchObject({ type: 'payment_reminder', priority: 'high' });
    expect(row.title).toBe('Invoice INV-20261101-000001 is overdue');
    await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
      payload: { orderUpdates: true },
    });
  });

  it('sends nothing when the surrounding transaction rolls back', async () => {
    const before = (await t.db.select().from(notifications).where(eq(notifications.recipientId, owner.userId))).length;
    await expect(
      t.db.transaction(async (tx) => {
        await t.ctx.notifier.sendWith(tx, { type: 'order_delivered', recipientIds: [owner.userId], order });
        throw new Error('order update failed');
      }),
    ).rejects.toThrow('order update failed');
    expect((await t.db.select().from(notifications).where(eq(notifications.recipientId, owner.userId))).length).toBe(before);
  });
});

describe('e-mail worker', () => {
  it('sends queued e-mails in the background, once', async () => {
    const u = await signUp(t);
    await t.ctx.notifier.send({
      type: 'system_announcement',
      recipientIds: [u.userId],
      title: 'Mail me',
      message: 'Hello',
      priority: 'low',
      actionUrl: '/notifications',
      category: 'announcement',
    });
    // Nothing is sent by the request path itself.
    expect(t.mail.filter((m) => m.to === u.email)).toEqual([]);
    const sent: MailMessage[] = [];
    const worker = createEmailWorker({ db: t.db, mailer: { send: async (m) => void sent.push(m) } });
    await worker.runOnce();
    await worker.runOnce();
    const mine = sent.filter((m) => m.to === u.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ subject: 'Mail me' });
    expect(mine[0].text).toContain('http://localhost:3000/notifications');
    expect(mine[0].text).toContain('/notification-settings');
  });

  it('retries a failing send with back-off and gives up after the last attempt', async () => {
    const u = await signUp(t);
    await t.ctx.notifier.send({
      type: 'system_announcement',
      recipientIds: [u.userId],
      title: 'Flaky',
      message: 'x',
      priority: 'low',
      category: 'announcement',
    });
    const failing = createEmailWorker({
      db: t.db,
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    });
    await failing.runOnce();
    let [job] = await t.db.select().from(notificationEmails).where(eq(notificationEmails.toEmail, u.email));
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP down' });
    expect(job.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    for (let attempt = 2; attempt <= EMAIL_RETRY.maxAttempts; attempt++) {
      await t.db
        .update(notificationEmails)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(notificationEmails.id, job.id));
      await failing.runOnce();
    }
    [job] = await t.db.select().from(notificationEmails).where(eq(notificationEmails.id, job.id));
    expect(job).toMatchObject({ status: 'failed', attempts: EMAIL_RETRY.maxAttempts });
    expect([1, 2, 3].map(retryDelaySeconds)).toEqual([30, 60, 120]);
  });
});
