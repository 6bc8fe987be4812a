import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor } from '../../lib/rls';
import { ROYALTY_SETTINGS } from '../../../shared/settings';
import {
  INTEGRITY_MESSAGES,
  ZIntegrityEvidence,
  type IntegrityFlag,
  type IntegrityList,
  type IntegrityLocation,
  type IntegrityQuery,
  type IntegrityRunResult,
  type IntegritySummary,
  type SalesYield,
} from '../../../shared/sales-integrity.contracts';
import type { AuditService } from '../audit/audit.service';
import { runIntegrityChecks } from './integrity-checks';

const iso = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const n = (v: unknown) => Number(v ?? 0);
const nn = (v: unknown) => (v == null ? null : Number(v));

/**
 * Head office's sales integrity (decision 024). Every read and write runs under withRls: the tables' policies admit
 * head office only, so a route guard forgotten would still show a franchisee nothing. The nightly job writes the
 * findings as the owner role (`runIntegrityChecks`); dismissing a flag writes only its status columns and the audit log.
 */
export function createSalesIntegrityService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  function flagOf(r: Record<string, unknown>): IntegrityFlag {
    const figures = (typeof r.figures === 'string' ? JSON.parse(r.figures) : r.figures) as IntegrityFlag['figures'];
    const evidence = typeof r.evidence === 'string' ? JSON.parse(r.evidence) : r.evidence;
    return {
      id: String(r.id),
      locationId: String(r.location_id),
      kind: r.kind as IntegrityFlag['kind'],
      periodStart: day(r.period_start),
      periodEnd: day(r.period_end),
      explanation: String(r.explanation),
      figures,
      evidence: ZIntegrityEvidence.parse(evidence),
      estRoyaltyCentavos: n(r.est_royalty_centavos),
      status: r.status as IntegrityFlag['status'],
      dismissReason: (r.dismiss_reason as string | null) ?? null,
      dismissedByName: (r.dismissed_by_name as string | null) ?? null,
      dismissedAt: iso(r.dismissed_at),
      computedAt: iso(r.computed_at)!,
    };
  }

  return {
    /** What the job does each night; head office may run it now (the page's "Run the checks now"). */
    run(now: Date = new Date()): Promise<IntegrityRunResult> {
      return runIntegrityChecks(db, now);
    },

    /**
     * The network table: one row per location the job judged, its latest judged month, and the royalty its open flags
     * estimate as unreported — sorted by that, highest first. One statement; paged.
     */
    list(actor: Actor, q: IntegrityQuery): Promise<IntegrityList> {
      return withRls(db, actor, async (tx) => {
        const onlyFlagged = q.flagged !== '0';
        const rows = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            with latest as (
              select distinct on (location_id) location_id, month, expected_centavos, reported_centavos, ratio, robust_z
                from sales_integrity_months order by location_id, month desc),
            f as (
              select location_id, count(*)::int as open_flags, sum(est_royalty_centavos)::bigint as est,
                     array_agg(distinct kind) as kinds
                from sales_integrity_flags where status = 'open' group by location_id),
            rows as (
              select l.id, l.name, l.code, b.name as brand_name, coalesce(l.royalty_rate_bps, ${ROYALTY_SETTINGS.royaltyRateBps}) as rate,
                     m.month, coalesce(m.expected_centavos, 0) as expected, coalesce(m.reported_centavos, 0) as reported,
                     m.ratio, m.robust_z, coalesce(f.est, 0) as est, coalesce(f.open_flags, 0) as open_flags,
                     coalesce(f.kinds, '{}') as kinds
                from locations l join brands b on b.id = l.brand_id
                left join latest m on m.location_id = l.id
                left join f on f.location_id = l.id
               where (m.location_id is not null or f.location_id is not null)
                 and (${!onlyFlagged} or f.location_id is not null))
            select *, count(*) over () as total from rows
             order by est desc, open_flags desc, ratio asc nulls last, name
             limit ${q.limit} offset ${q.offset}`),
        );
        const [meta] = rowsOf<{ at: unknown }>(await tx.execute(sql`select max(computed_at) as at from sales_integrity_months`));
        return {
          items: rows.map((r) => ({
            locationId: String(r.id),
            locationName: String(r.name),
            locationCode: String(r.code),
            brandName: String(r.brand_name),
            month: r.month == null ? null : day(r.month),
            expectedCentavos: n(r.expected),
            reportedCentavos: n(r.reported),
            ratio: nn(r.ratio),
            robustZ: nn(r.robust_z),
            royaltyRateBps: n(r.rate),
            estRoyaltyCentavos: n(r.est),
            openFlags: n(r.open_flags),
            kinds: (r.kinds as IntegrityFlag['kind'][]) ?? [],
          })),
          total: rows.length ? n(rows[0].total) : 0,
          computedAt: iso(meta?.at),
        };
      });
    },

    /** One location: its judged months and every flag (open and dismissed) with the evidence behind it. */
    location(actor: Actor, locationId: string): Promise<IntegrityLocation> {
      return withRls(db, actor, async (tx) => {
        const [loc] = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            select l.id, l.name, l.code, b.name as brand_name, coalesce(l.royalty_rate_bps, ${ROYALTY_SETTINGS.royaltyRateBps}) as rate
              from locations l join brands b on b.id = l.brand_id where l.id = ${locationId}`),
        );
        if (!loc) throw AppError.notFound();
        const months = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`select * from sales_integrity_months where location_id = ${locationId} order by month desc`),
        );
        const flags = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            select f.*, p.full_name as dismissed_by_name from sales_integrity_flags f
              left join user_profiles p on p.id = f.dismissed_by
             where f.location_id = ${locationId}
             order by (f.status = 'open') desc, f.est_royalty_centavos desc, f.period_start desc`),
        );
        return {
          location: {
            id: String(loc.id),
            name: String(loc.name),
            code: String(loc.code),
            brandName: String(loc.brand_name),
            royaltyRateBps: n(loc.rate),
          },
          months: months.map((m) => ({
            month: day(m.month),
            deliveredOrders: n(m.delivered_orders),
            deliveredUnits: n(m.delivered_units),
            expectedCentavos: n(m.expected_centavos),
            reportedCentavos: n(m.reported_centavos),
            ratio: nn(m.ratio),
            peerGroup: (m.peer_group as 'brand' | 'network' | null) ?? null,
            peers: n(m.peers),
            peerMedian: nn(m.peer_median),
            robustZ: nn(m.robust_z),
            estRoyaltyCentavos: n(m.est_royalty_centavos),
          })),
          flags: flags.map(flagOf),
          computedAt: iso(months[0]?.computed_at),
        };
      });
    },

    /** The dashboard card: how many locations carry open flags and the royalty they estimate. */
    summary(actor: Actor): Promise<IntegritySummary> {
      return withRls(db, actor, async (tx) => {
        const [totals] = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            select count(distinct location_id)::int as locations, count(*)::int as flags, coalesce(sum(est_royalty_centavos), 0)::bigint as est
              from sales_integrity_flags where status = 'open'`),
        );
        const top = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            select f.location_id, l.name, sum(f.est_royalty_centavos)::bigint as est, count(*)::int as flags
              from sales_integrity_flags f join locations l on l.id = f.location_id
             where f.status = 'open' group by f.location_id, l.name order by est desc, flags desc, l.name limit 3`),
        );
        const [meta] = rowsOf<{ at: unknown }>(await tx.execute(sql`select max(computed_at) as at from sales_integrity_months`));
        return {
          computedAt: iso(meta?.at),
          locationsFlagged: n(totals?.locations),
          openFlags: n(totals?.flags),
          estRoyaltyCentavos: n(totals?.est),
          top: top.map((t) => ({
            locationId: String(t.location_id),
            locationName: String(t.name),
            estRoyaltyCentavos: n(t.est),
            openFlags: n(t.flags),
          })),
        };
      });
    },

    /** Dismissing records who, when and why, in the flag and in the audit log; money is never touched. */
    dismiss(actor: Actor, flagId: string, reason: string, ip?: string | null): Promise<IntegrityFlag> {
      return withRls(db, actor, async (tx) => {
        const [before] = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            select f.*, l.name as location_name, l.code as location_code from sales_integrity_flags f
              join locations l on l.id = f.location_id where f.id = ${flagId} for update of f`),
        );
        if (!before) throw AppError.notFound();
        if (before.status === 'dismissed') throw AppError.conflict(INTEGRITY_MESSAGES.alreadyDismissed);
        await tx.execute(sql`
          update sales_integrity_flags set status = 'dismissed', dismiss_reason = ${reason}, dismissed_by = ${actor.userId},
                 dismissed_at = now() where id = ${flagId}`);
        await audit.record(tx, {
          actorId: actor.userId,
          action: 'integrity_flag.dismissed',
          targetType: 'location',
          targetId: String(before.location_id),
          targetLabel: `${String(before.location_name)} (${String(before.location_code)})`,
          before: { flagId, kind: before.kind, periodStart: day(before.period_start), status: 'open' },
          after: { status: 'dismissed', reason },
          ip: ip ?? null,
        });
        const [row] = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            select f.*, p.full_name as dismissed_by_name from sales_integrity_flags f
              left join user_profiles p on p.id = f.dismissed_by where f.id = ${flagId}`),
        );
        return flagOf(row);
      });
    },

    /** Every product a brand may order, with its sales yield for that brand (null: not set yet). */
    yields(actor: Actor): Promise<{ items: SalesYield[] }> {
      return withRls(db, actor, async (tx) => {
        const rows = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            select p.id as product_id, p.sku, p.name, p.unit, p.price_centavos, b.id as brand_id, b.name as brand_name,
                   y.yield_centavos, y.updated_at
              from product_brands pb join products p on p.id = pb.product_id join brands b on b.id = pb.brand_id
              left join product_sales_yields y on y.product_id = pb.product_id and y.brand_id = pb.brand_id
             where p.active order by b.name, p.name`),
        );
        return { items: rows.map(yieldOf) };
      });
    },

    async setYield(actor: Actor, productId: string, brandId: string, yieldCentavos: number, ip?: string | null): Promise<SalesYield> {
      return withRls(db, actor, async (tx) => {
        const [pb] = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            select p.id, p.sku, p.name, y.yield_centavos as before from product_brands pb join products p on p.id = pb.product_id
              left join product_sales_yields y on y.product_id = pb.product_id and y.brand_id = pb.brand_id
             where pb.product_id = ${productId} and pb.brand_id = ${brandId}`),
        );
        if (!pb) throw AppError.notFound(INTEGRITY_MESSAGES.noYieldForBrand);
        await tx.execute(sql`
          insert into product_sales_yields (product_id, brand_id, yield_centavos, updated_by, updated_at)
          values (${productId}, ${brandId}, ${yieldCentavos}, ${actor.userId}, now())
          on conflict (product_id, brand_id) do update set yield_centavos = excluded.yield_centavos,
            updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
        await audit.record(tx, {
          actorId: actor.userId,
          action: 'sales_yield.changed',
          targetType: 'product',
          targetId: productId,
          targetLabel: `${String(pb.name)} (${String(pb.sku)})`,
          before: { brandId, yieldCentavos: nn(pb.before) },
          after: { brandId, yieldCentavos },
          ip: ip ?? null,
        });
        const [row] = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            select p.id as product_id, p.sku, p.name, p.unit, p.price_centavos, b.id as brand_id, b.name as brand_name,
                   y.yield_centavos, y.updated_at
              from product_sales_yields y join products p on p.id = y.product_id join brands b on b.id = y.brand_id
             where y.product_id = ${productId} and y.brand_id = ${brandId}`),
        );
        return yieldOf(row);
      });
    },
  };
}

function yieldOf(r: Record<string, unknown>): SalesYield {
  return {
    productId: String(r.product_id),
    sku: String(r.sku),
    name: String(r.name),
    unit: String(r.unit),
    priceCentavos: n(r.price_centavos),
    brandId: String(r.brand_id),
    brandName: String(r.brand_name),
    yieldCentavos: nn(r.yield_centavos),
    updatedAt: iso(r.updated_at),
  };
}

export type SalesIntegrityService = ReturnType<typeof createSalesIntegrityService>;
