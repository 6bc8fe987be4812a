import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { slowRequests } from '../../db/schema';
import type { DiagnosticsOverview } from '../../../shared/diagnostics.contracts';

export interface SlowRequest {
  method: string;
  /** The route pattern (/api/orders/:id), never the URL: no ids or query strings end up in the table. */
  route: string;
  statusCode: number;
  durationMs: number;
  requestId: string | null;
}

/** How many of the slowest routes the /test dashboard lists. */
const TOP_ROUTES = 10;

/** API requests slower than SLOW_REQUEST_MS (recorded by plugins/observability.ts), counted on /test. */
export function createSlowRequestStore(db: Db) {
  return {
    async record(entry: SlowRequest): Promise<void> {
      await db.insert(slowRequests).values({ ...entry, durationMs: Math.round(entry.durationMs) });
    },
    /**
     * The last 24 hours: how many, and (with `perRoute`, for operators only) the routes with the most slow requests
     * (then the slowest); without it `routes` is null.
     */
    async lastDay(thresholdMs: number, opts: { perRoute: boolean } = { perRoute: true }): Promise<DiagnosticsOverview['slowRequests']> {
      const since = sql`now() - interval '24 hours'`;
      const [total] = rowsOf<{ n: number | string }>(
        await db.execute(sql`select count(*) as n from slow_requests where recorded_at > ${since}`),
      );
      if (!opts.perRoute) return { thresholdMs, lastDay: Number(total?.n ?? 0), routes: null };
      const routes = rowsOf<{ method: string; route: string; count: number | string; max_ms: number | string }>(
        await db.execute(sql`
          select method, route, count(*) as count, max(duration_ms) as max_ms
            from slow_requests where recorded_at > ${since}
           group by method, route
           order by count(*) desc, max(duration_ms) desc, route, method
           limit ${TOP_ROUTES}`),
      );
      return {
        thresholdMs,
        lastDay: Number(total?.n ?? 0),
        routes: routes.map((r) => ({ method: r.method, route: r.route, count: Number(r.count), maxMs: Number(r.max_ms) })),
      };
    },
  };
}
export type SlowRequestStore = ReturnType<typeof createSlowRequestStore>;
