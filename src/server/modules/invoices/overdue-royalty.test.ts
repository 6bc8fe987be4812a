import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, notificationsTo, type TestApp } from '../../test/harness';
import { makeBrand, makeFranchisee } from '../../test/ordering-fixture';
import { invoices, notifications } from '../../db/schema';
import { createScheduler } from '../../lib/jobs';
import { formatPeso } from '../../../shared/money';
import { overdueInvoicesJob } from './overdue-invoices.job';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(async () => t?.close());

describe('the overdue-invoices job and royalty invoices', () => {
  it('marks royalty and partially paid invoices overdue and reminds the owner once, for the balance', async () => {
    const brand = await makeBrand(t);
    const maria = await makeFranchisee(t, brand.id);
    const today = sql`(now() at time zone 'Asia/Manila')::date`;
    const make = async (n: string, values: Partial<typeof invoices.$inferInsert>) =>
      (
        await t.db
          .insert(invoices)
          .values({
            invoiceNumber: `INV-ROY-${n}-${crypto.randomUUID().slice(0, 6)}`,
            kind: 'royalty',
            locationId: maria.location.id,
            amountCentavos: 50_000,
            issuedOn: '2026-01-01',
            dueOn: sql`${today} - 3` as unknown as string,
            status: 'sent',
            ...values,
          })
          .returning()
      )[0];
    const royalty = await make('a', {});
    const partial = await make('b', { paidCentavos: 20_000 });
    const notDue = await make('c', { dueOn: sql`${today} + 3` as unknown as string });
    const remindedBefore = await make('d', { remindedAt: new Date('2026-01-01T00:00:00Z') });

    const s = createScheduler({ db: t.db });
    s.register(overdueInvoicesJob({ db: t.db, notifier: t.ctx.notifier }));
    const [ran] = await s.runDue(new Date('2030-01-01T00:00:00Z'));
    expect(ran).toMatchObject({ ok: true, result: { marked: 3, reminded: 2 } });
    const statusOf = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
    expect((await statusOf(royalty.id)).status).toBe('overdue');
    expect(await statusOf(partial.id)).toMatchObject({ status: 'overdue', remindedAt: expect.any(Date) });
    expect((await statusOf(notDue.id)).status).toBe('sent');
    expect((await statusOf(remindedBefore.id)).status).toBe('overdue');

    const reminders = () => notificationsTo(t, maria.userId, eq(notifications.type, 'payment_reminder'));
    const sent = await reminders();
    const byInvoice = new Map(sent.map((r) => [(r.metadata as { invoice_id: string }).invoice_id, r]));
    expect([...byInvoice.keys()].sort()).toEqual([royalty.id, partial.id].sort());
    // The reminder names what is still owed: ₱500.00 − ₱200.00 paid.
    expect(byInvoice.get(partial.id)?.message).toContain(formatPeso(30_000));
    expect(byInvoice.get(royalty.id)?.actionUrl).toBe('/financial-dashboard');

    // Even if an invoice went back to sent (a payment reversed by hand), it is not reminded twice.
    await t.db.update(invoices).set({ status: 'sent' }).where(eq(invoices.id, royalty.id));
    const [again] = await s.runDue(new Date('2030-01-02T00:00:00Z'));
    expect(again).toMatchObject({ ok: true, result: { marked: 1, reminded: 0 } });
    expect(await reminders()).toHaveLength(2);
  });
});
