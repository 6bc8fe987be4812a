import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heartbeats, scratchDatabase, startServer, type ScratchDatabase, type ServerProcess } from './fixture';

/**
 * Two real server processes on one seeded PostgreSQL, both ticking the scheduler every 150 ms (the test heartbeat sets
 * the poll): the audit action reminders and escalations, and the opening checklist reminders, each reach their
 * recipients once however often the jobs come due and whichever process claims them. Runs only with TEST_DATABASE_URL.
 */
const AUDIT_JOB = 'audits.action-reminders';
const OPENING_JOB = 'openings.reminders';
const JOBS = [AUDIT_JOB, OPENING_JOB];
const env = { JOBS_TEST_HEARTBEAT_MS: '150' };
let database: ScratchDatabase;
const servers: ServerProcess[] = [];
let db: pg.Client;

beforeAll(async () => {
  database = await scratchDatabase('fh_mp');
  servers.push(await startServer({ databaseUrl: database.url, env })); // migrates and seeds
  servers.push(await startServer({ databaseUrl: database.url, env }));
  db = await database.connect();
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.drop();
});

const MANILA_TODAY = `(now() at time zone 'Asia/Manila')::date`;

async function jobRuns(): Promise<Map<string, { runs: number; idle: boolean; failures: number }>> {
  const { rows } = await db.query(`select name, runs, running_by is null as idle, failures from scheduled_jobs where name = any($1)`, [
    JOBS,
  ]);
  return new Map(rows.map((r) => [r.name, { runs: Number(r.runs), idle: r.idle, failures: Number(r.failures) }]));
}

/** Makes both jobs due now and waits until each has run once more and finished. */
async function runBothOnceMore() {
  const before = await jobRuns();
  await db.query(`update scheduled_jobs set next_run_at = now() where name = any($1)`, [JOBS]);
  await expect
    .poll(
      async () => {
        const now = await jobRuns();
        return JOBS.every((j) => now.get(j)!.runs > before.get(j)!.runs && now.get(j)!.idle);
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(true);
}

const countOf = async (query: string, params: unknown[] = []) => Number((await db.query(query, params)).rows[0].n);

describe('reminder jobs across processes', () => {
  it('each corrective action is reminded and escalated once, and each opening item reminded once, over many due slots', async () => {
    // Both jobs registered and past their first run at boot.
    await expect.poll(async () => (await jobRuns()).size, { timeout: 60_000 }).toBe(2);
    await expect.poll(async () => [...(await jobRuns()).values()].every((j) => j.runs >= 1 && j.idle), { timeout: 60_000 }).toBe(true);

    // A fresh batch to remind: every seeded action open again, half due tomorrow and half overdue; the open opening
    // items half due in 3 days and half overdue; nobody reminded yet and no earlier reminder left.
    await db.query('begin');
    await db.query(`
      update audit_actions a set status = 'open', reminded_at = null, escalated_at = null,
             due_on = case when r.n % 2 = 0 then ${MANILA_TODAY} + 1 else ${MANILA_TODAY} - 2 end
        from (select id, row_number() over (order by id) as n from audit_actions) r where r.id = a.id`);
    await db.query(`
      update opening_items i set reminded_due_soon_at = null, reminded_overdue_at = null,
             due_on = case when r.n % 2 = 0 then ${MANILA_TODAY} + 3 else ${MANILA_TODAY} - 1 end
        from (select i.id, row_number() over (order by i.id) as n from opening_items i
                join opening_projects p on p.id = i.project_id
               where p.status = 'in_progress' and i.state in ('todo', 'rejected')) r
       where r.id = i.id`);
    await db.query(`delete from notifications where title in ('Corrective action due', 'Corrective action overdue')
                      or title like 'Due in 3 days: %' or title like 'Overdue: %'`);
    await db.query('commit');

    const dueSoonActions = await countOf(
      `select count(*) as n from audit_actions a join locations l on l.id = a.location_id
        where a.due_on = ${MANILA_TODAY} + 1 and l.owner_id is not null`,
    );
    const overdueActions = await countOf(`select count(*) as n from audit_actions where due_on < ${MANILA_TODAY}`);
    const headOffice = await countOf(`select count(*) as n from user_profiles where role in ('franchisor', 'admin') and status = 'active'`);
    const franchisors = await countOf(`select count(*) as n from user_profiles where role = 'franchisor' and status = 'active'`);
    // Each open item's reminder goes to its side: the store's franchisee, or every active franchisor.
    const openingReminders = await countOf(
      `select coalesce(sum(case when i.owner_side = 'franchisee' then (l.owner_id is not null)::int else $1 end), 0) as n
         from opening_items i join opening_projects p on p.id = i.project_id join locations l on l.id = i.location_id
        where p.status = 'in_progress' and i.state in ('todo', 'rejected')
          and (i.due_on = ${MANILA_TODAY} + 3 or i.due_on < ${MANILA_TODAY})`,
      [franchisors],
    );
    expect(dueSoonActions).toBeGreaterThan(0);
    expect(overdueActions).toBeGreaterThan(0);
    expect(openingReminders).toBeGreaterThan(0);

    // Five due slots in a row, each contested by both processes.
    for (let round = 0; round < 5; round++) await runBothOnceMore();

    expect(await countOf(`select count(*) as n from notifications where title = 'Corrective action due'`)).toBe(dueSoonActions);
    expect(await countOf(`select count(*) as n from notifications where title = 'Corrective action overdue'`)).toBe(
      overdueActions * headOffice,
    );
    expect(await countOf(`select count(*) as n from notifications where title like 'Due in 3 days: %' or title like 'Overdue: %'`)).toBe(
      openingReminders,
    );
    for (const [name, job] of await jobRuns()) expect(job.failures, name).toBe(0);
    // Both processes were ticking all along, competing for every slot.
    const pids = new Set((await heartbeats(db)).map((b) => b.pid));
    expect(pids).toEqual(new Set(servers.map((s) => s.child.pid)));
  }, 240_000);
});
