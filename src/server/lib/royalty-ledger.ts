import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dailySales, dailySalesHistory, royaltyAdjustments, royaltyStatements, royaltyStatusHistory, salesMonthly } from '../db/schema';
import type { Tx } from './rls';
import { formatPeso, percentOf } from '../../shared/money';
import { CLOSED_ROYALTY_STATUSES } from '../../shared/finance.contracts';

type Conn = Db | Tx;
type StatementRow = typeof royaltyStatements.$inferSelect;

/**
 * The seam between daily sales and royalty statements (decision 016), shared by the sales and finance modules. Run as
 * the owner, inside the transaction that changed the days (after the update, so `sales_monthly` already follows):
 *
 * - an open statement (calculated or reviewed) of the days' month is brought up to the rollup's approved figures,
 *   and a reviewed one goes back to calculated (its review no longer holds);
 * - once head office has decided the days (`settled`), a closed month (invoiced or nothing to bill) gets a sales
 *   adjustment per changed day, booked on the location's next open statement, or pending (no statement) until the
 *   next calculation picks it up. The deltas telescope, so what a month billed plus its adjustments is always the
 *   royalty and fee of its current approved net.
 */
export interface BookedAdjustment {
  id: string;
  locationId: string;
  forMonth: string;
  salesDate: string;
  oldNetCentavos: number;
  newNetCentavos: number;
  amountCentavos: number;
  statementId: string | null;
}

export async function approvedRollup(tx: Conn, locationId: string, firstDay: string, opts: { lock?: boolean } = {}) {
  const q = tx
    .select({ net: salesMonthly.approvedNetCentavos, days: salesMonthly.approvedDays })
    .from(salesMonthly)
    .where(and(eq(salesMonthly.locationId, locationId), eq(salesMonthly.month, firstDay)));
  const [row] = opts.lock ? await q.for('update') : await q;
  return { net: Number(row?.net ?? 0), days: Number(row?.days ?? 0) };
}

/** The net a closed month has billed so far: its statement's net plus the net deltas of its sales adjustments. */
export async function billedBasis(tx: Conn, st: Pick<StatementRow, 'locationId' | 'periodMonth' | 'netSalesCentavos'>): Promise<number> {
  const [row] = await tx
    .select({ delta: sql<string>`coalesce(sum(${royaltyAdjustments.netDeltaCentavos}), 0)::text` })
    .from(royaltyAdjustments)
    .where(and(eq(royaltyAdjustments.locationId, st.locationId), eq(royaltyAdjustments.forMonth, st.periodMonth)));
  return st.netSalesCentavos + Number(row.delta);
}

async function statusStep(
  tx: Conn,
  st: Pick<StatementRow, 'id' | 'locationId'>,
  from: string,
  to: string,
  note: string,
  actorId: string | null,
) {
  await tx.insert(royaltyStatusHistory).values({
    statementId: st.id,
    locationId: st.locationId,
    fromStatus: from,
    toStatus: to,
    note,
    actorId,
    createdAt: sql`clock_timestamp()`,
  });
}

/** The day's net as last approved before now (0 when it never was). */
async function lastApprovedNet(tx: Conn, salesId: string): Promise<number> {
  const [h] = await tx
    .select({ net: sql<string | null>`${dailySalesHistory.previous}->>'netCentavos'` })
    .from(dailySalesHistory)
    .where(and(eq(dailySalesHistory.salesId, salesId), sql`${dailySalesHistory.previous}->>'status' = 'approved'`))
    .orderBy(sql`${dailySalesHistory.createdAt} desc`, sql`${dailySalesHistory.id} desc`)
    .limit(1);
  return h?.net ? Number(h.net) : 0;
}

export async function salesChanged(
  tx: Conn,
  input: { locationId: string; salesIds: string[]; actorId: string | null; settled: boolean },
): Promise<BookedAdjustment[]> {
  if (input.salesIds.length === 0) return [];
  const days = await tx
    .select({ id: dailySales.id, salesDate: dailySales.salesDate, status: dailySales.status, net: dailySales.netCentavos })
    .from(dailySales)
    .where(and(eq(dailySales.locationId, input.locationId), inArray(dailySales.id, input.salesIds)))
    .orderBy(asc(dailySales.salesDate));
  const byMonth = new Map<string, typeof days>();
  for (const d of days) {
    const first = `${d.salesDate.slice(0, 7)}-01`;
    byMonth.set(first, [...(byMonth.get(first) ?? []), d]);
  }
  const booked: BookedAdjustment[] = [];
  for (const [firstDay, monthDays] of [...byMonth].sort(([a], [b]) => a.localeCompare(b))) {
    const [st] = await tx
      .select()
      .from(royaltyStatements)
      .where(and(eq(royaltyStatements.locationId, input.locationId), eq(royaltyStatements.periodMonth, firstDay)))
      .for('update');
    if (!st) continue; // nothing calculated yet: the next calculation reads the rollup
    const rollup = await approvedRollup(tx, input.locationId, firstDay);
    const dates = monthDays.map((d) => d.salesDate).join(', ');
    if (st.status === 'calculated' || st.status === 'reviewed') {
      const royaltyCentavos = percentOf(rollup.net, st.royaltyRateBps);
      const marketingFeeCentavos = percentOf(rollup.net, st.marketingFeeRateBps);
      const same = rollup.net === st.netSalesCentavos && rollup.days === st.approvedDays;
      if (same && st.status === 'calculated') continue;
      await tx
        .update(royaltyStatements)
        .set({
          netSalesCentavos: rollup.net,
          approvedDays: rollup.days,
          royaltyCentavos,
          marketingFeeCentavos,
          amountDueCentavos: royaltyCentavos + marketingFeeCentavos + st.adjustmentsCentavos + st.previousBalanceCentavos,
          status: 'calculated',
          firstApprovedBy: null,
          firstApprovedAt: null,
          calculatedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(royaltyStatements.id, st.id));
      await statusStep(tx, st, st.status, 'calculated', `Sales of ${dates} changed: recalculated`, input.actorId);
      continue;
    }
    if (!input.settled || !CLOSED_ROYALTY_STATUSES.includes(st.status)) continue;
    const basis = await billedBasis(tx, st);
    if (basis === rollup.net) continue;
    let running = basis;
    for (let i = 0; i < monthDays.length; i++) {
      const d = monthDays[i];
      const oldNet = await lastApprovedNet(tx, d.id);
      const newNet = d.status === 'approved' ? d.net : 0;
      const last = i === monthDays.length - 1;
      // The last line lands exactly on the rollup, whatever the labels say (a day billed at other figures).
      const next = last ? rollup.net : running + (newNet - oldNet);
      if (next === running) continue;
      const royaltyDelta = percentOf(next, st.royaltyRateBps) - percentOf(running, st.royaltyRateBps);
      const feeDelta = percentOf(next, st.marketingFeeRateBps) - percentOf(running, st.marketingFeeRateBps);
      const target = await nextOpenStatement(tx, input.locationId, firstDay);
      const amount = royaltyDelta + feeDelta;
      const [row] = await tx
        .insert(royaltyAdjustments)
        .values({
          statementId: target?.id ?? null,
          locationId: input.locationId,
          forMonth: firstDay,
          salesDate: d.salesDate,
          oldNetCentavos: oldNet,
          newNetCentavos: newNet,
          netDeltaCentavos: next - running,
          royaltyDeltaCentavos: royaltyDelta,
          feeDeltaCentavos: feeDelta,
          amountCentavos: amount,
          reason: `Sales correction ${d.salesDate}: net ${formatPeso(oldNet)} → ${formatPeso(newNet)}`,
          createdBy: input.actorId,
        })
        .returning({ id: royaltyAdjustments.id });
      if (target) await addToStatement(tx, target, amount, `Sales adjustment for ${d.salesDate}`, input.actorId);
      booked.push({
        id: row.id,
        locationId: input.locationId,
        forMonth: firstDay,
        salesDate: d.salesDate,
        oldNetCentavos: oldNet,
        newNetCentavos: newNet,
        amountCentavos: amount,
        statementId: target?.id ?? null,
      });
      running = next;
    }
  }
  return booked;
}

/** The location's earliest open (calculated or reviewed) statement after `firstDay`, locked. */
async function nextOpenStatement(tx: Conn, locationId: string, firstDay: string): Promise<StatementRow | null> {
  const [st] = await tx
    .select()
    .from(royaltyStatements)
    .where(
      and(
        eq(royaltyStatements.locationId, locationId),
        gt(royaltyStatements.periodMonth, firstDay),
        inArray(royaltyStatements.status, ['calculated', 'reviewed']),
      ),
    )
    .orderBy(asc(royaltyStatements.periodMonth))
    .limit(1)
    .for('update');
  return st ?? null;
}

async function addToStatement(tx: Conn, st: StatementRow, amount: number, note: string, actorId: string | null) {
  await tx
    .update(royaltyStatements)
    .set({
      adjustmentsCentavos: sql`${royaltyStatements.adjustmentsCentavos} + ${amount}`,
      amountDueCentavos: sql`${royaltyStatements.amountDueCentavos} + ${amount}`,
      status: 'calculated',
      firstApprovedBy: null,
      firstApprovedAt: null,
      updatedAt: new Date(),
    })
    .where(eq(royaltyStatements.id, st.id));
  if (st.status !== 'calculated') await statusStep(tx, st, st.status, 'calculated', note, actorId);
}

/**
 * Attaches the location's pending sales adjustments of months before `firstDay` to this (open) statement; answers
 * their sum, which the caller adds to the statement's adjustments.
 */
export async function attachPendingAdjustments(tx: Conn, statementId: string, locationId: string, firstDay: string): Promise<number> {
  const rows = await tx
    .update(royaltyAdjustments)
    .set({ statementId })
    .where(
      and(eq(royaltyAdjustments.locationId, locationId), isNull(royaltyAdjustments.statementId), lt(royaltyAdjustments.forMonth, firstDay)),
    )
    .returning({ amount: royaltyAdjustments.amountCentavos });
  return rows.reduce((a, r) => a + r.amount, 0);
}

/**
 * A month whose credits (sales adjustments of earlier months) exceed its own royalty and fee closes with nothing to
 * bill, and the credit left over goes on (decision 016): a line on this statement takes its charges to ₱0, and its
 * counterpart lands on the location's next open statement, or waits (no statement) for the next calculation. Neither
 * line is a sales adjustment, so a month's reconciliation is unchanged; the two always sum to zero.
 */
export async function carryCreditForward(
  tx: Conn,
  st: StatementRow,
  creditCentavos: number,
  labels: { closing: string; carried: string },
  actorId: string,
): Promise<{ carriedCentavos: number; statementId: string | null }> {
  await tx.insert(royaltyAdjustments).values({
    statementId: st.id,
    locationId: st.locationId,
    amountCentavos: creditCentavos,
    reason: labels.closing,
    createdBy: actorId,
  });
  await tx
    .update(royaltyStatements)
    .set({
      adjustmentsCentavos: sql`${royaltyStatements.adjustmentsCentavos} + ${creditCentavos}`,
      amountDueCentavos: sql`${royaltyStatements.amountDueCentavos} + ${creditCentavos}`,
      updatedAt: new Date(),
    })
    .where(eq(royaltyStatements.id, st.id));
  const target = await nextOpenStatement(tx, st.locationId, st.periodMonth);
  await tx.insert(royaltyAdjustments).values({
    statementId: target?.id ?? null,
    locationId: st.locationId,
    // The month it comes from, so the next calculation of a later month picks it up (attachPendingAdjustments).
    forMonth: st.periodMonth,
    amountCentavos: -creditCentavos,
    reason: labels.carried,
    createdBy: actorId,
  });
  if (target) await addToStatement(tx, target, -creditCentavos, labels.carried, actorId);
  return { carriedCentavos: -creditCentavos, statementId: target?.id ?? null };
}
