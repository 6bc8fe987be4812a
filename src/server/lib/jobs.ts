import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

/**
 * The one scheduler for timed work (decision 006). Jobs are registered with a name, a schedule and a handler;
 * their state lives in `scheduled_jobs`. Every process ticks; a tick claims each due job in ONE statement that
 * moves `next_run_at` on (row lock + SKIP LOCKED), so across N processes on one PostgreSQL — or on PGlite —
 * each scheduled run happens once. A new job is due at once, then follows its schedule. A failed run records
 * its error and runs again at the next scheduled time. A claim is a lease the runner renews while the run lasts;
 * a run whose runner died stops being renewed and is taken over once its lease lapses (`leaseMs` at most).
 */

/** An interval in milliseconds, or a daily time of day in Asia/Manila ("HH:mm"). */
export type JobSchedule = { everyMs: number } | { dailyAt: string };

export interface JobRunContext {
  /** The time the tick ran with (the scheduler's clock; tests pass their own). */
  now: Date;
  /** The scheduled time this run was claimed for. */
  dueAt: Date;
}

export interface JobDefinition {
  name: string;
  schedule: JobSchedule;
  /** Returns a small JSON summary kept as the job's last result (e.g. `{ marked: 3 }`). */
  handler: (run: JobRunContext) => Promise<unknown>;
}

export interface JobState {
  name: string;
  schedule: string;
  /** Whether this process has a handler for it (a row may outlive a job that was removed). */
  registered: boolean;
  nextRunAt: Date;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastResult: unknown;
  lastError: string | null;
  runningBy: string | null;
  leaseUntil: Date | null;
  runs: number;
  failures: number;
}

export interface TickResult {
  name: string;
  ok: boolean;
  result?: unknown;
  error?: string;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

function describeSchedule(s: JobSchedule): string {
  return 'everyMs' in s ? `every ${s.everyMs} ms` : `daily ${s.dailyAt} Asia/Manila`;
}

/** The next run after `now`, computed by the database (Manila calendar arithmetic stays in PostgreSQL). */
function nextRunExpr(s: JobSchedule, now: Date): SQL {
  if ('everyMs' in s) return sql`${now.toISOString()}::timestamptz + make_interval(secs => ${s.everyMs / 1000})`;
  const today = sql`((((${now.toISOString()}::timestamptz) at time zone 'Asia/Manila')::date + ${s.dailyAt}::time) at time zone 'Asia/Manila')`;
  return sql`(case when ${today} > ${now.toISOString()}::timestamptz then ${today} else ${today} + interval '1 day' end)`;
}

function validate(job: JobDefinition) {
  if (!/^[a-z0-9][a-z0-9_.:-]{0,99}$/.test(job.name)) throw new Error(`Job name "${job.name}" must be lower-case letters, digits, _ . : -`);
  const s = job.schedule;
  if ('everyMs' in s) {
    if (!Number.isInteger(s.everyMs) || s.everyMs < 10) throw new Error(`Job ${job.name}: everyMs must be a whole number of at least 10`);
  } else if (!HH_MM.test(s.dailyAt)) {
    throw new Error(`Job ${job.name}: dailyAt must be "HH:mm"`);
  }
}

export function createScheduler(deps: {
  db: Db;
  /** How often a started scheduler ticks; by default the shortest everyMs, at most 10 s. */
  pollMs?: number;
  /**
   * How long a claim holds without renewal. A live runner renews it every third of this; a runner that died
   * (killed, crashed, lost its host) stops renewing, and its job may be claimed again once the lease lapses.
   */
  leaseMs?: number;
  onError?: (err: unknown, job?: string) => void;
}) {
  const id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const leaseMs = deps.leaseMs ?? 60_000;
  const lease = sql`make_interval(secs => ${leaseMs / 1000})`;
  const jobs = new Map<string, JobDefinition>();
  let synced: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  /** Inserts rows for new jobs (due at once) and reschedules jobs whose schedule changed. */
  function sync(now: Date): Promise<void> {
    synced ??= (async () => {
      for (const job of jobs.values()) {
        const schedule = describeSchedule(job.schedule);
        await deps.db.execute(sql`
          insert into scheduled_jobs (name, schedule, next_run_at) values (${job.name}, ${schedule}, ${now.toISOString()}::timestamptz)
          on conflict (name) do update set schedule = excluded.schedule,
            next_run_at = case when scheduled_jobs.schedule = excluded.schedule then scheduled_jobs.next_run_at
                               else least(scheduled_jobs.next_run_at, ${nextRunExpr(job.schedule, now)}) end`);
      }
    })().catch((err) => {
      synced = null;
      throw err;
    });
    return synced;
  }

  /** Claims one job if it is due and nobody is running it; returns the slot it claimed, or null. */
  async function claim(job: JobDefinition, now: Date): Promise<Date | null> {
    const at = now.toISOString();
    const rows = rowsOf<{ due_at: string | Date }>(
      await deps.db.execute(sql`
        update scheduled_jobs s
           set next_run_at = ${nextRunExpr(job.schedule, now)}, last_started_at = ${at}::timestamptz, running_by = ${id},
               lease_until = ${at}::timestamptz + ${lease}, runs = s.runs + 1
          from (select name, next_run_at from scheduled_jobs
                 where name = ${job.name} and next_run_at <= ${at}::timestamptz
                   and (running_by is null or lease_until is null or lease_until < ${at}::timestamptz)
                 for update skip locked) due
         where s.name = due.name
        returning due.next_run_at as due_at`),
    );
    return rows.length ? new Date(rows[0].due_at) : null;
  }

  async function finish(name: string, outcome: { result?: unknown; error?: string }) {
    let json: string | null = null;
    let error = outcome.error;
    if (error === undefined) {
      try {
        json = JSON.stringify(outcome.result ?? null);
      } catch {
        error = 'The job finished but its result could not be stored as JSON.';
      }
    }
    const failed = error !== undefined;
    await deps.db.execute(sql`
      update scheduled_jobs
         set running_by = null, lease_until = null, last_finished_at = now(),
             last_result = ${failed ? null : json}::jsonb,
             last_error = ${failed ? error!.slice(0, 2000) : null},
             failures = failures + ${failed ? 1 : 0}
       where name = ${name} and running_by = ${id}`);
  }

  /** Renews this runner's claim on a job every third of the lease until the run ends (the caller clears it). */
  function keepLease(name: string): NodeJS.Timeout {
    const renew = () =>
      deps.db
        .execute(
          sql`update scheduled_jobs set lease_until = ${new Date().toISOString()}::timestamptz + ${lease}
               where name = ${name} and running_by = ${id}`,
        )
        .catch((err) => deps.onError?.(err, name));
    const timer = setInterval(() => void renew(), Math.max(10, Math.floor(leaseMs / 3)));
    timer.unref();
    return timer;
  }

  /** Runs every registered job that is due at `now`, one after another; returns what ran here. */
  async function runDue(now: Date = new Date()): Promise<TickResult[]> {
    await sync(now);
    const ran: TickResult[] = [];
    for (const job of jobs.values()) {
      const dueAt = await claim(job, now);
      if (!dueAt) continue;
      const renewing = keepLease(job.name);
      try {
        const result = await job.handler({ now, dueAt });
        await finish(job.name, { result });
        ran.push({ name: job.name, ok: true, result });
      } catch (err) {
        const error = err instanceof Error ? err.message || err.name : String(err);
        deps.onError?.(err, job.name);
        await finish(job.name, { error });
        ran.push({ name: job.name, ok: false, error });
      } finally {
        clearInterval(renewing);
      }
    }
    return ran;
  }

  /**
   * Ticks fall on multiples of the poll interval in epoch time and run with that boundary as `now`, so every
   * process competes for the same slot at the same moment and computes the same next run.
   */
  function tick(pollMs: number) {
    if (running) return;
    const boundary = Math.floor(Date.now() / pollMs) * pollMs;
    running = runDue(new Date(boundary))
      .catch((err) => deps.onError?.(err))
      .finally(() => {
        running = null;
      });
  }

  function schedule(pollMs: number) {
    const wait = pollMs - (Date.now() % pollMs);
    timer = setTimeout(() => {
      tick(pollMs);
      schedule(pollMs);
    }, wait);
    timer.unref();
  }

  return {
    /** The instance id written to `running_by` while this scheduler runs a job. */
    id,
    register(job: JobDefinition) {
      validate(job);
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
      jobs.set(job.name, job);
      synced = null;
    },
    runDue,
    /** Every job's schedule, last run, result and next run (all rows, also jobs this process does not register). */
    async list(): Promise<JobState[]> {
      const rows = rowsOf<Record<string, unknown>>(await deps.db.execute(sql`select * from scheduled_jobs order by name`));
      const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
      return rows.map((r) => ({
        name: r.name as string,
        schedule: r.schedule as string,
        registered: jobs.has(r.name as string),
        nextRunAt: new Date(r.next_run_at as string),
        lastStartedAt: date(r.last_started_at),
        lastFinishedAt: date(r.last_finished_at),
        lastResult: r.last_result ?? null,
        lastError: (r.last_error as string | null) ?? null,
        runningBy: (r.running_by as string | null) ?? null,
        leaseUntil: date(r.lease_until),
        runs: Number(r.runs),
        failures: Number(r.failures),
      }));
    },
    start() {
      if (timer) return;
      const intervals = [...jobs.values()].flatMap((j) => ('everyMs' in j.schedule ? [j.schedule.everyMs] : []));
      const pollMs = deps.pollMs ?? Math.min(10_000, ...intervals);
      tick(pollMs);
      schedule(pollMs);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
