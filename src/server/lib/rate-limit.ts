import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

/**
 * Fixed-window counters kept in the database so every app process sees the same count.
 * `peek` reads without counting; `hit` counts one and returns the new total.
 */
export function createRateLimiter(db: Db) {
  async function peek(key: string, windowSeconds: number): Promise<{ count: number; startedAt: Date | null }> {
    const res = await db.execute(
      sql`select count, window_started_at from rate_limit_hits
          where key = ${key} and window_started_at > now() - make_interval(secs => ${windowSeconds})`,
    );
    const row = rowsOf<{ count: number; window_started_at: string | Date }>(res)[0];
    return row ? { count: Number(row.count), startedAt: new Date(row.window_started_at) } : { count: 0, startedAt: null };
  }

  async function hit(key: string, windowSeconds: number): Promise<number> {
    const res = await db.execute(
      sql`insert into rate_limit_hits (key, count, window_started_at) values (${key}, 1, now())
          on conflict (key) do update set
            count = case when rate_limit_hits.window_started_at > now() - make_interval(secs => ${windowSeconds})
                         then rate_limit_hits.count + 1 else 1 end,
            window_started_at = case when rate_limit_hits.window_started_at > now() - make_interval(secs => ${windowSeconds})
                         then rate_limit_hits.window_started_at else now() end
          returning count`,
    );
    return Number(rowsOf<{ count: number }>(res)[0]?.count ?? 1);
  }

  async function reset(key: string): Promise<void> {
    await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
  }

  return { peek, hit, reset };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
