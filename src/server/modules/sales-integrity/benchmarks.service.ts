import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import { IAM_ROLES } from '../../../shared/roles';
import { manilaMonth, type ManilaMonth } from '../../../shared/time';
import {
  BENCHMARK_MESSAGES,
  BENCHMARK_METRICS,
  BENCHMARK_MIN_PEERS,
  type BenchmarkFigure,
  type BenchmarkMetric,
  type BenchmarkPosition,
  type BenchmarkQuery,
  type Benchmarks,
} from '../../../shared/sales-integrity.contracts';

const nn = (v: unknown) => (v == null ? null : Number(v));

/** Each metric's column in the figures statement, and how its values are rounded for the answer. */
const COLUMNS: Record<BenchmarkMetric, { column: string; round: (v: number) => number }> = {
  netSales: { column: 'net', round: Math.round },
  averageTicket: { column: 'ticket', round: Math.round },
  transactionsPerDay: { column: 'tpd', round: (v) => Math.round(v * 100) / 100 },
  purchaseToSales: { column: 'pts', round: (v) => Math.round(v * 10_000) / 10_000 },
};

/**
 * A month's figures per location, for the locations `which` selects: net sales, average ticket (net ÷ transactions),
 * transactions a day (÷ the days it reported) and purchases to sales (the subtotal of the orders delivered that month,
 * by the delivery's Manila date as the integrity checks date them, ÷ net sales). Only locations that reported at
 * least one day of the month appear: a store that did not trade that month is nobody's peer.
 */
function figuresSql(m: ManilaMonth, which: SQL) {
  return sql`
    with s as (
      select sm.location_id, sm.reported_days, sm.reported_net_centavos as net, sm.reported_transactions as tx
        from sales_monthly sm join locations l on l.id = sm.location_id
       where sm.month = ${m.firstDay}::date and sm.reported_days > 0 and ${which}),
    d as (
      select h.order_id from order_status_history h
       where h.to_status = 'delivered' and h.created_at >= ${m.start.toISOString()}::timestamptz
         and h.created_at < ${m.end.toISOString()}::timestamptz
       group by h.order_id),
    p as (
      select o.location_id, sum(o.subtotal_centavos)::bigint as bought
        from orders o join d on d.order_id = o.id
       where o.status = 'delivered' and o.location_id in (select location_id from s)
       group by o.location_id)
    select s.location_id, s.reported_days, s.net::float8 as net,
           case when s.tx > 0 then s.net::float8 / s.tx end as ticket,
           s.tx::float8 / s.reported_days as tpd,
           case when s.net > 0 then coalesce(p.bought, 0)::float8 / s.net end as pts
      from s left join p on p.location_id = s.location_id`;
}

function positionOf(own: number | null, p25: number | null, median: number | null, p75: number | null): BenchmarkPosition | null {
  if (own === null || p25 === null || median === null || p75 === null) return null;
  if (own < p25) return 'below_p25';
  if (own < median) return 'p25_to_median';
  if (own <= p75) return 'median_to_p75';
  return 'above_p75';
}

/**
 * Benchmarks for franchisees (issue 36 part 3). The store's own figures are read under the caller's row-level
 * security (so a month before the franchisee took the store over shows nothing of the previous owner's). The peers'
 * quartiles are one aggregate statement run as the owner role, since the franchisee may read no peer's rows; it
 * returns the count and the percentiles only, and they leave the server only when the group holds at least
 * BENCHMARK_MIN_PEERS other trading locations. No per-peer value is ever selected into this process.
 */
export function createBenchmarksService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function monthOf(q: BenchmarkQuery): ManilaMonth {
    const current = manilaMonth(now());
    if (q.month === undefined) return manilaMonth(new Date(current.start.getTime() - 1));
    if (q.month >= current.month) throw AppError.validation(BENCHMARK_MESSAGES.futureMonth);
    return manilaMonth(q.month);
  }

  async function peersOf(tx: Tx, m: ManilaMonth, brandId: string, locationId: string) {
    const aggregates = BENCHMARK_METRICS.map((k) => {
      const c = sql.raw(COLUMNS[k].column);
      return sql`percentile_cont(0.25) within group (order by ${c}) as ${sql.raw(`"${k}_p25"`)},
        percentile_cont(0.5) within group (order by ${c}) as ${sql.raw(`"${k}_p50"`)},
        percentile_cont(0.75) within group (order by ${c}) as ${sql.raw(`"${k}_p75"`)}`;
    });
    const which = sql`l.brand_id = ${brandId} and l.status = 'open' and l.id <> ${locationId}`;
    const [row] = await asOwner(tx, async () =>
      rowsOf<Record<string, unknown>>(
        await tx.execute(sql`with f as (${figuresSql(m, which)}) select count(*)::int as peers, ${sql.join(aggregates, sql`, `)} from f`),
      ),
    );
    return row;
  }

  return {
    async forLocation(actor: Actor, locationId: string, q: BenchmarkQuery): Promise<Benchmarks> {
      const m = monthOf(q);
      return withRls(db, actor, async (tx) => {
        const [loc] = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            select l.id, l.name, l.code, l.brand_id, l.owner_id, b.name as brand_name
              from locations l join brands b on b.id = l.brand_id where l.id = ${locationId}`),
        );
        // Another franchisee's store is answered as an unknown one, so its existence cannot be probed.
        if (!loc || (!IAM_ROLES.includes(actor.role) && String(loc.owner_id) !== actor.userId)) throw AppError.notFound();
        const [own] = rowsOf<Record<string, unknown>>(await tx.execute(figuresSql(m, sql`l.id = ${locationId}`)));
        const peers = await peersOf(tx, m, String(loc.brand_id), locationId);
        const count = Number(peers?.peers ?? 0);
        const tooSmall = count < BENCHMARK_MIN_PEERS;
        const figures: BenchmarkFigure[] = BENCHMARK_METRICS.map((k) => {
          const { column, round } = COLUMNS[k];
          const r = (v: unknown) => (nn(v) === null ? null : round(Number(v)));
          const ownValue = own ? r(own[column]) : null;
          const [p25, median, p75] = tooSmall ? [null, null, null] : [r(peers[`${k}_p25`]), r(peers[`${k}_p50`]), r(peers[`${k}_p75`])];
          return { metric: k, own: ownValue, p25, median, p75, position: positionOf(ownValue, p25, median, p75) };
        });
        return {
          location: { id: String(loc.id), name: String(loc.name), code: String(loc.code), brandName: String(loc.brand_name) },
          month: m.month,
          periodStart: m.firstDay,
          periodEnd: m.lastDay,
          reportedDays: own ? Number(own.reported_days) : 0,
          minPeers: BENCHMARK_MIN_PEERS,
          peerGroupTooSmall: tooSmall,
          reason: tooSmall ? BENCHMARK_MESSAGES.peerGroupTooSmall(count) : null,
          figures,
        };
      });
    },
  };
}

export type BenchmarksService = ReturnType<typeof createBenchmarksService>;
