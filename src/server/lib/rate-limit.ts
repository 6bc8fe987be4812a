import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

/**
 * Fixed-window counters kept in the database so every app process sees the same count.
 * Every write is one statement (insert … on conflict … returning), so parallel requests in any process
 * each get their own count: `reserve` is how a caller claims an attempt *before* doing the costly or
 * secret-revealing work, and `release` hands the claim back when the attempt turned out not to count.
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

  /**
   * Counts `amount` against the key's window in one statement, and tells how many seconds are left of that window
   * (at least 1), read from the database clock so every process agrees on it.
   */
  async function count(key: string, windowSeconds: number, amount: number): Promise<{ count: number; retryAfterSeconds: number }> {
    const res = await db.execute(
      sql`insert into rate_limit_hits (key, count, window_started_at) values (${key}, ${amount}, now())
          on conflict (key) do update set
            count = case when rate_limit_hits.window_started_at > now() - make_interval(secs => ${windowSeconds})
                         then rate_limit_hits.count + ${amount} else ${amount} end,
            window_started_at = case when rate_limit_hits.window_started_at > now() - make_interval(secs => ${windowSeconds})
                         then rate_limit_hits.window_started_at else now() end
          returning count,
            greatest(1, ceil(extract(epoch from window_started_at + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`,
    );
    const row = rowsOf<{ count: number; retry_after: number }>(res)[0];
    return { count: Number(row?.count ?? amount), retryAfterSeconds: Number(row?.retry_after ?? windowSeconds) };
  }

  /** Counts `amount` (default 1: an attempt; or bytes, for a quota) and returns the new total in the window. */
  async function hit(key: string, windowSeconds: number, amount = 1): Promise<number> {
    return (await count(key, windowSeconds, amount)).count;
  }

  /**
   * Atomically claims `amount` against a limit of `max` in the window. Refused claims still count, so a
   * burst that started over the limit stays over it. `allowed` is false once the total passes `max`;
   * `retryAfterSeconds` is how long until the window (and so the limit) frees, for a 429's Retry-After.
   */
  async function reserve(
    key: string,
    windowSeconds: number,
    max: number,
    amount = 1,
  ): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
    const c = await count(key, windowSeconds, amount);
    return { allowed: c.count <= max, ...c };
  }

  /** Gives back `amount` of an earlier claim in the current window (never below zero). */
  async function release(key: string, amount = 1): Promise<void> {
    await db.execute(sql`update rate_limit_hits set count = greatest(count - ${amount}, 0) where key = ${key}`);
  }

  async function reset(key: string): Promise<void> {
    await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
  }

  return { peek, hit, reserve, release, reset };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
