import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, notificationsTo, type TestApp } from '../test/harness';
import { makeBrand, makeFranchisee, makeProduct, placeOrder } from '../test/ordering-fixture';
import { invoices, notifications } from '../db/schema';
import { createScheduler, type JobDefinition } from './jobs';
import { overdueInvoicesJob } from '../modules/invoices/overdue-invoices.job';

/** The job scheduler (decision 006) on this test's database: PGlite, or PostgreSQL with API_TEST_DB=postgres. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const T0 = new Date('2026-03-01T10:00:00.000Z'); // 18:00 in Manila
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);
let n = 0;
const uniqueName = (what: string) => `test.${what}-${(n += 1)}`;

function counting(name: string, everyMs = 60_000, fail?: () => boolean) {
  const calls: Date[] = [];
  const job: JobDefinition = {
    name,
    schedule: { everyMs },
    async handler({ dueAt }) {
      calls.push(dueAt);
      if (fail?.()) throw new Error('supplier API down');
      return { call: calls.length };
    },
  };
  return { job, calls };
}

async function stateOf(name: string) {
  return (await createScheduler({ db: t.db }).list()).find((j) => j.name === name)!;
}

describe('the scheduler', () => {
  it('runs a due job once when two schedulers tick at the same time', async () => {
    const name = uniqueName('once');
    const { job, calls } = counting(name);
    const a = createScheduler({ db: t.db });
    const b = createScheduler({ db: t.db });
    a.register(job);
    b.register(job);
    const [ranA, ranB] = await Promise.all([a.runDue(T0), b.runDue(T0)]);
    expect(calls).toHaveLength(1);
    expect([...ranA, ...ranB]).toEqual([{ name, ok: true, result: { call: 1 } }]);
    const state = await stateOf(name);
    expect(state).toMatchObject({
      schedule: 'every 60000 ms',
      runs: 1,
      failures: 0,
      lastResult: { call: 1 },
      lastError: null,
      runningBy: null,
    });
    expect(state.nextRunAt.toISOString()).toBe(plus(T0, 60_000).toISOString());
    expect(state.lastStartedAt?.toISOString()).toBe(T0.toISOString());
    expect(state.lastFinishedAt).toBeInstanceOf(Date);

    // Many ticks racing on the next slot: still once.
    await Promise.all([a, b, a, b].map((s) => s.runDue(plus(T0, 60_000))));
    expect(calls).toHaveLength(2);
  });

  it('does not run a job before it is due, and runs it when it is', async () => {
    const name = uniqueName('due');
    const { job, calls } = counting(name, 5_000);
    const s = createScheduler({ db: t.db });
    s.register(job);
    await s.runDue(T0); // a new job is due at once
    expect(calls).toHaveLength(1);
    expect(await s.runDue(plus(T0, 4_999))).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(await s.runDue(plus(T0, 5_000))).toHaveLength(1);
    expect(calls.map((d) => d.toISOString())).toEqual([T0.toISOString(), plus(T0, 5_000).toISOString()]);
  });

  it('records a failure and runs the job again at the next scheduled time, not before', async () => {
    const name = uniqueName('fail');
    let failing = true;
    const { job, calls } = counting(name, 60_000, () => failing);
    const errors: string[] = [];
    const s = createScheduler({ db: t.db, onError: (_e, job) => errors.push(job!) });
    s.register(job);
    expect(await s.runDue(T0)).toEqual([{ name, ok: false, error: 'supplier API down' }]);
    expect(errors).toEqual([name]);
    expect(await stateOf(name)).toMatchObject({ lastError: 'supplier API down', lastResult: null, failures: 1, runs: 1, runningBy: null });
    expect(await s.runDue(plus(T0, 1_000))).toEqual([]);
    failing = false;
    expect(await s.runDue(plus(T0, 60_000))).toEqual([{ name, ok: true, result: { call: 2 } }]);
    expect(calls).toHaveLength(2);
    expect(await stateOf(name)).toMatchObject({ lastError: null, lastResult: { call: 2 }, failures: 1, runs: 2 });
  });

  it('does not start a run while another process is still running the job, however long past its lease it runs', async () => {
    const name = uniqueName('lease');
    let release!: () => void;
    const slow: JobDefinition = { name, schedule: { everyMs: 50 }, handler: () => new Promise<void>((r) => (release = r)) };
    const a = createScheduler({ db: t.db, leaseMs: 300 });
    const b = createScheduler({ db: t.db, leaseMs: 300 });
    a.register(slow);
    b.register({ ...slow, handler: async () => 'b ran' });
    const running = a.runDue(new Date());
    await expect.poll(async () => (await stateOf(name)).runningBy).toBe(a.id);
    // Three leases later the job is long due again, but a renews its claim while it runs.
    await new Promise((r) => setTimeout(r, 900));
    expect(await b.runDue(new Date())).toEqual([]);
    expect((await stateOf(name)).leaseUntil!.getTime()).toBeGreaterThan(Date.now());
    release();
    await running;
    expect(await stateOf(name)).toMatchObject({ runningBy: null, leaseUntil: null, runs: 1 });
  });

  it('takes over the run of a process that died once its lease lapses, and not before', async () => {
    const name = uniqueName('dead-runner');
    const b = createScheduler({ db: t.db, leaseMs: 60_000 });
    b.register({ name, schedule: { everyMs: 1_000 }, handler: async () => 'b ran' });
    await b.runDue(T0);
    // What a process killed mid-run leaves behind: its claim, renewed for the last time at T0 + 5 s.
    await t.db.execute(sql`update scheduled_jobs set running_by = 'gone-1', lease_until = ${plus(T0, 65_000).toISOString()}::timestamptz
                            where name = ${name}`);
    expect(await b.runDue(plus(T0, 60_000))).toEqual([]); // due, but the dead runner's lease still holds
    expect((await b.runDue(plus(T0, 66_000)))[0]).toMatchObject({ ok: true, result: 'b ran' });
    expect(await stateOf(name)).toMatchObject({ runningBy: null, runs: 2, lastResult: 'b ran' });
  });

  it('computes a daily Manila time as the next run', async () => {
    const name = uniqueName('daily');
    const s = createScheduler({ db: t.db });
    s.register({ name, schedule: { dailyAt: '00:05' }, handler: async () => 'ok' });
    await s.runDue(T0); // 18:00 Manila on 1 March → tomorrow 00:05 Manila
    expect((await stateOf(name)).nextRunAt.toISOString()).toBe('2026-03-01T16:05:00.000Z');
    expect(await s.runDue(new Date('2026-03-01T16:04:59.000Z'))).toEqual([]);
    await s.runDue(new Date('2026-03-01T16:05:00.000Z')); // 00:05 Manila on 2 March → 3 March
    expect((await stateOf(name)).nextRunAt.toISOString()).toBe('2026-03-02T16:05:00.000Z');
    expect((await stateOf(name)).schedule).toBe('daily 00:05 Asia/Manila');
  });

  it('refuses bad definitions', () => {
    const s = createScheduler({ db: t.db });
    expect(() => s.register({ name: 'x', schedule: { dailyAt: '24:00' }, handler: async () => 0 })).toThrow(/HH:mm/);
    expect(() => s.register({ name: 'x', schedule: { everyMs: 0 }, handler: async () => 0 })).toThrow(/everyMs/);
    expect(() => s.register({ name: 'Bad Name', schedule: { everyMs: 1000 }, handler: async () => 0 })).toThrow(/name/);
    s.register({ name: 'x', schedule: { everyMs: 1000 }, handler: async () => 0 });
    expect(() => s.register({ name: 'x', schedule: { everyMs: 1000 }, handler: async () => 0 })).toThrow(/twice/);
  });

  it('the app registers the overdue-invoices job and lists it', async () => {
    await t.ctx.jobs.runDue(T0);
    const state = (await t.ctx.jobs.list()).find((j) => j.name === 'invoices.mark-overdue');
    expect(state).toMatchObject({ registered: true, schedule: 'daily 00:05 Asia/Manila', runs: 1, lastError: null });
  });
});

describe('the overdue-invoices job', () => {
  it('marks exactly the sent invoices past their due date overdue, and reminds the owner once', async () => {
    const brand = await makeBrand(t);
    const maria = await makeFranchisee(t, brand.id);
    const product = await makeProduct(t, { brandIds: [brand.id], pricePesos: 100, stock: 100 });
    const today = sql`(now() at time zone 'Asia/Manila')::date`;
    const cases = [
      { key: 'pastSent', status: 'sent', due: sql`${today} - 1` },
      { key: 'longPastSent', status: 'sent', due: sql`${today} - 40` },
      { key: 'dueToday', status: 'sent', due: today },
      { key: 'future', status: 'sent', due: sql`${today} + 10` },
      { key: 'paid', status: 'paid', due: sql`${today} - 5` },
      { key: 'cancelled', status: 'cancelled', due: sql`${today} - 5` },
      { key: 'draft', status: 'draft', due: sql`${today} - 5` },
      { key: 'alreadyOverdue', status: 'overdue', due: sql`${today} - 5` },
    ] as const;
    const ids: Record<string, string> = {};
    for (const [i, c] of cases.entries()) {
      const order = await placeOrder(t, maria.cookie, product.id, 1);
      const [inv] = await t.db
        .insert(invoices)
        .values({
          invoiceNumber: `INV-OVERDUE-${n}-${i}`,
          orderId: order.id,
          locationId: maria.location.id,
          amountCentavos: 11_200,
          issuedOn: '2026-01-01',
          dueOn: sql`${c.due}` as unknown as string,
          status: c.status,
        })
        .returning();
      ids[c.key] = inv.id;
    }

    const s = createScheduler({ db: t.db });
    s.register(overdueInvoicesJob({ db: t.db, notifier: t.ctx.notifier }));
    const [ran] = await s.runDue(new Date('2030-01-01T00:00:00Z'));
    expect(ran).toMatchObject({ ok: true });
    const statusOf = async (key: string) => (await t.db.select().from(invoices).where(eq(invoices.id, ids[key])))[0].status;
    expect(Object.fromEntries(await Promise.all(cases.map(async (c) => [c.key, await statusOf(c.key)])))).toEqual({
      pastSent: 'overdue',
      longPastSent: 'overdue',
      dueToday: 'sent',
      future: 'sent',
      paid: 'paid',
      cancelled: 'cancelled',
      draft: 'draft',
      alreadyOverdue: 'overdue',
    });
    const reminders = () => notificationsTo(t, maria.userId, eq(notifications.type, 'payment_reminder'));
    const sent = await reminders();
    expect(
      sent
        .map((r) => r.metadata as { invoice_id: string })
        .map((m) => m.invoice_id)
        .sort(),
    ).toEqual([ids.pastSent, ids.longPastSent].sort());
    expect(sent[0]).toMatchObject({ priority: 'high', title: expect.stringMatching(/^Invoice INV-OVERDUE-.* is overdue$/) });

    // The next day's run finds nothing new: no second reminder.
    const [again] = await s.runDue(new Date('2030-01-02T00:00:00Z'));
    expect(again).toMatchObject({ ok: true, result: { marked: 0, reminded: 0 } });
    expect(await reminders()).toHaveLength(2);
  });
});
