import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { percentOf } from '../../shared/money';

/** One closed location-month whose billing does not (yet) equal its approved sales. */
export interface ReconcileFinding {
  location: string;
  month: string;
  problem: string;
  expectedCentavos: number;
  billedCentavos: number;
}

export interface ReconcileReport {
  /** Closed (invoiced or nothing-to-bill) location-months checked. */
  checked: number;
  /** Months whose billing differs from their approved sales: nothing may be here. */
  mismatches: ReconcileFinding[];
  /** Months with an approved day corrected and awaiting head office's review: billed once it is decided. */
  awaitingReview: ReconcileFinding[];
  /** Sales adjustments booked but not yet on a statement (they land on the location's next calculation). */
  pendingAdjustmentsCentavos: number;
  /** Royalty invoices of ₱0, and numbers missing from the invoice series. */
  zeroInvoices: string[];
  seriesGaps: string[];
}

/**
 * The royalty reconciliation (issue 31, decision 016): for every location and closed month, what its statement billed
 * (royalty + marketing fee) plus the sales adjustments booked for the month equals the royalty and fee of the month's
 * approved net sales (the `sales_monthly` rollup) at the statement's rates, the agreement's rates when it was
 * calculated. An invoiced statement's invoice is its charges; a nothing-to-bill month has no invoice and ₱0 of charges.
 * No month before the location's opening date has a statement at all (decision 021).
 */
export async function reconcileRoyalties(db: Db): Promise<ReconcileReport> {
  const rows = rowsOf<{
    code: string;
    month: string;
    status: string;
    royalty_rate_bps: number;
    marketing_fee_rate_bps: number;
    charges: string;
    own: string;
    invoice_amount: number | null;
    approved_net: string;
    booked: string;
    awaiting: boolean;
    before_opening: boolean;
  }>(
    await db.execute(sql`
      select l.code, to_char(s.period_month, 'YYYY-MM') as month, s.status, s.royalty_rate_bps, s.marketing_fee_rate_bps,
             (s.royalty_centavos + s.marketing_fee_centavos + s.adjustments_centavos)::text as charges,
             (s.royalty_centavos + s.marketing_fee_centavos)::text as own,
             i.amount_centavos as invoice_amount,
             coalesce(m.approved_net_centavos, 0)::text as approved_net,
             coalesce((select sum(coalesce(a.royalty_delta_centavos, 0) + coalesce(a.fee_delta_centavos, 0))
                       from royalty_adjustments a
                       where a.location_id = s.location_id and a.for_month = s.period_month), 0)::text as booked,
             exists (select 1 from daily_sales d
                     where d.location_id = s.location_id and d.status = 'corrected'
                       and d.sales_date >= s.period_month and d.sales_date < s.period_month + interval '1 month') as awaiting,
             (l.status = 'opening' or l.opened_on >= s.period_month + interval '1 month') as before_opening
      from royalty_statements s
      join locations l on l.id = s.location_id
      left join invoices i on i.id = s.invoice_id
      left join sales_monthly m on m.location_id = s.location_id and m.month = s.period_month
      where s.status in ('invoiced', 'nothing_to_bill')
      order by l.code, s.period_month`),
  );
  const report: ReconcileReport = {
    checked: rows.length,
    mismatches: [],
    awaitingReview: [],
    pendingAdjustmentsCentavos: 0,
    zeroInvoices: [],
    seriesGaps: [],
  };
  for (const r of rows) {
    const net = Number(r.approved_net);
    const expected = percentOf(net, r.royalty_rate_bps) + percentOf(net, r.marketing_fee_rate_bps);
    const billed = Number(r.own) + Number(r.booked);
    const finding = (problem: string) => ({
      location: r.code,
      month: r.month,
      problem,
      expectedCentavos: expected,
      billedCentavos: billed,
    });
    if (billed !== expected)
      (r.awaiting ? report.awaitingReview : report.mismatches).push(finding('billed ≠ royalty and fee of approved net sales'));
    if (r.status === 'invoiced' && r.invoice_amount !== Number(r.charges)) report.mismatches.push(finding('invoice ≠ statement charges'));
    // Royalties run from the opening date (decision 021): a month the store was not trading in has no statement.
    if (r.before_opening) report.mismatches.push(finding('statement for a month before the opening date'));
    if (r.status === 'nothing_to_bill' && (Number(r.charges) !== 0 || r.invoice_amount !== null))
      report.mismatches.push(finding('nothing to bill, yet charges or an invoice'));
  }
  const [pending] = rowsOf<{ total: string }>(
    await db.execute(sql`select coalesce(sum(amount_centavos), 0)::text as total from royalty_adjustments where statement_id is null`),
  );
  report.pendingAdjustmentsCentavos = Number(pending.total);
  report.zeroInvoices = rowsOf<{ n: string }>(
    await db.execute(sql`select invoice_number as n from invoices where kind = 'royalty' and amount_centavos = 0 order by 1`),
  ).map((r) => r.n);
  report.seriesGaps = await invoiceSeriesGaps(db);
  return report;
}

/** Sequence numbers missing between the first and last invoice (INV-YYYYMMDD-NNNNNN: the NNNNNN part). */
export async function invoiceSeriesGaps(db: Db): Promise<string[]> {
  const rows = rowsOf<{ n: string }>(
    await db.execute(sql`
      with nums as (select substring(invoice_number from '(\\d+)$')::bigint as n from invoices where invoice_number ~ '^INV-\\d{8}-\\d+$')
      select g::text as n from generate_series((select min(n) from nums), (select max(n) from nums)) g
      where not exists (select 1 from nums where nums.n = g) order by g limit 100`),
  );
  return rows.map((r) => r.n);
}
