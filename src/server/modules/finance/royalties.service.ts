import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  dailySales,
  invoices,
  locations,
  royaltyAdjustments,
  royaltyStatements,
  royaltyStatusHistory,
  salesMonthly,
  userProfiles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import { CONTACT } from '../../../shared/constants';
import { FINANCE_MESSAGES } from '../../../shared/errors';
import { formatPeso, percentOf } from '../../../shared/money';
import { ROYALTY_SETTINGS } from '../../../shared/settings';
import { addCalendarDays, formatManila, manilaMonth, manilaToday, monthLabel } from '../../../shared/time';
import { approvedRollup, attachPendingAdjustments, carryCreditForward } from '../../lib/royalty-ledger';
import {
  CLOSED_ROYALTY_STATUSES,
  ROYALTY_STATUS_LABELS,
  type AdjustmentInput,
  type CalculateResult,
  type RoyaltyStatement,
  type RoyaltyStatementDetail,
  type RoyaltyStatus,
  type StatementApprovalInput,
  type StatementList,
  type StatementQuery,
} from '../../../shared/finance.contracts';
import type { AuditService } from '../audit/audit.service';
import type { InvoicesService } from '../invoices/invoices.service';

type Conn = Db | Tx;
type StatementRow = typeof royaltyStatements.$inferSelect;

/**
 * The statement state machine (DESIGN §5): calculated → reviewed → approved → invoiced. A reviewed statement that is
 * recalculated or adjusted goes back to calculated (its figures changed, so the review no longer holds). Anything
 * else is refused with 409.
 */
const TRANSITIONS: Record<RoyaltyStatus, readonly RoyaltyStatus[]> = {
  calculated: ['calculated', 'reviewed'],
  reviewed: ['calculated', 'approved'],
  approved: ['invoiced', 'nothing_to_bill'],
  invoiced: [],
  nothing_to_bill: [],
};
function assertTransition(from: RoyaltyStatus, to: RoyaltyStatus) {
  if (!TRANSITIONS[from].includes(to)) throw AppError.conflict();
}

/** `YYYY-MM` of a statement's period_month (a first-of-month date). */
const monthOf = (periodMonth: string) => periodMonth.slice(0, 7);

/**
 * The first day a month's statement bills (decision 021): the opening date in the month the store opened, else the
 * month's first day. A location without an opening date (opened before the field existed) bills whole months.
 */
export const coversFrom = (periodMonth: string, openedOn: string | null) => (openedOn && openedOn > periodMonth ? openedOn : periodMonth);

/**
 * The figures of one statement. Royalty and marketing fee are basis points of the month's approved net sales, each
 * rounded once to the centavo, halves away from zero (money.ts percentOf); the amount due is the month's charges
 * (royalty + marketing fee + adjustments) plus the previous balance.
 */
export function statementFigures(input: {
  netSalesCentavos: number;
  royaltyRateBps: number;
  marketingFeeRateBps: number;
  adjustmentsCentavos: number;
  previousBalanceCentavos: number;
}) {
  const royaltyCentavos = percentOf(input.netSalesCentavos, input.royaltyRateBps);
  const marketingFeeCentavos = percentOf(input.netSalesCentavos, input.marketingFeeRateBps);
  const chargesCentavos = royaltyCentavos + marketingFeeCentavos + input.adjustmentsCentavos;
  return { royaltyCentavos, marketingFeeCentavos, chargesCentavos, amountDueCentavos: chargesCentavos + input.previousBalanceCentavos };
}

const chargesOf = (s: Pick<StatementRow, 'royaltyCentavos' | 'marketingFeeCentavos' | 'adjustmentsCentavos'>) =>
  s.royaltyCentavos + s.marketingFeeCentavos + s.adjustmentsCentavos;

/**
 * Royalty statements per location per Manila month. Reads run under row-level security (a franchisee sees their own
 * locations' statements only); every write is head office's (the routes guard finance.manage) and runs as the owner,
 * since app_user holds no write grant on these tables (migration 0015).
 */
export function createRoyaltiesService(deps: {
  db: Db;
  invoices: InvoicesService;
  audit: AuditService;
  /** Two-person rule: statements whose charges are above this need two head-office approvers (TWO_APPROVER_THRESHOLD_PESOS). */
  twoApproverThresholdCentavos: number;
}) {
  const { db } = deps;
  const threshold = deps.twoApproverThresholdCentavos;

  /** A month's days for its statement: approved, awaiting review, and missing (no report, a draft or a rejected day). */
  async function monthDays(tx: Conn, locationId: string, periodMonth: string) {
    const m = manilaMonth(monthOf(periodMonth));
    const [loc] = await tx.select({ openedOn: locations.openedOn }).from(locations).where(eq(locations.id, locationId));
    const rows = await tx
      .select({ date: dailySales.salesDate, status: dailySales.status })
      .from(dailySales)
      .where(and(eq(dailySales.locationId, locationId), gte(dailySales.salesDate, m.firstDay), lte(dailySales.salesDate, m.lastDay)));
    const statusOf = new Map(rows.map((r) => [r.date, r.status]));
    const today = manilaToday();
    const from = coversFrom(m.firstDay, loc?.openedOn ?? null);
    const to = today < m.lastDay ? addCalendarDays(today, -1) : m.lastDay;
    const missingDates: string[] = [];
    for (let d = from; d <= to; d = addCalendarDays(d, 1)) {
      const st = statusOf.get(d);
      if (!st || st === 'draft' || st === 'rejected') missingDates.push(d);
    }
    const awaitingReviewDates = rows
      .filter((r) => r.status === 'submitted' || r.status === 'corrected')
      .map((r) => r.date)
      .sort();
    return {
      inMonth: Number(m.lastDay.slice(8, 10)),
      approved: rows.filter((r) => r.status === 'approved').length,
      awaitingReview: awaitingReviewDates.length,
      awaitingReviewDates,
      missingDates,
    };
  }
  const periodEnded = (periodMonth: string) => manilaMonth().firstDay > periodMonth;

  const listColumns = {
    st: royaltyStatements,
    locationName: locations.name,
    locationCode: locations.code,
    openedOn: locations.openedOn,
    invoiceNumber: invoices.invoiceNumber,
    invoiceStatus: invoices.status,
    invoiceAmount: invoices.amountCentavos,
    invoicePaid: invoices.paidCentavos,
  };
  type ListRow = {
    st: StatementRow;
    locationName: string;
    locationCode: string;
    openedOn: string | null;
    invoiceNumber: string | null;
    invoiceStatus: (typeof invoices.$inferSelect)['status'] | null;
    invoiceAmount: number | null;
    invoicePaid: number | null;
  };
  function toDto(r: ListRow): RoyaltyStatement {
    const s = r.st;
    return {
      id: s.id,
      location: { id: s.locationId, name: r.locationName, code: r.locationCode },
      month: monthOf(s.periodMonth),
      coversFrom: coversFrom(s.periodMonth, r.openedOn),
      status: s.status,
      netSalesCentavos: s.netSalesCentavos,
      approvedDays: s.approvedDays,
      royaltyRateBps: s.royaltyRateBps,
      marketingFeeRateBps: s.marketingFeeRateBps,
      royaltyCentavos: s.royaltyCentavos,
      marketingFeeCentavos: s.marketingFeeCentavos,
      adjustmentsCentavos: s.adjustmentsCentavos,
      previousBalanceCentavos: s.previousBalanceCentavos,
      amountDueCentavos: s.amountDueCentavos,
      chargesCentavos: chargesOf(s),
      invoice:
        s.invoiceId && r.invoiceNumber && r.invoiceStatus
          ? {
              id: s.invoiceId,
              invoiceNumber: r.invoiceNumber,
              status: r.invoiceStatus,
              balanceCentavos: (r.invoiceAmount ?? 0) - (r.invoicePaid ?? 0),
            }
          : null,
      calculatedAt: s.calculatedAt.toISOString(),
    };
  }
  const selectStatements = (tx: Conn) =>
    tx
      .select(listColumns)
      .from(royaltyStatements)
      .innerJoin(locations, eq(locations.id, royaltyStatements.locationId))
      .leftJoin(invoices, eq(invoices.id, royaltyStatements.invoiceId));

  /** Unpaid balances of the location's royalty invoices for months before `firstDay` (cancelled ones excluded). */
  async function previousBalance(tx: Conn, locationId: string, firstDay: string): Promise<number> {
    const [row] = await tx
      .select({ balance: sql<string>`coalesce(sum(${invoices.amountCentavos} - ${invoices.paidCentavos}), 0)` })
      .from(invoices)
      .innerJoin(royaltyStatements, eq(royaltyStatements.invoiceId, invoices.id))
      .where(
        and(
          eq(invoices.locationId, locationId),
          eq(invoices.kind, 'royalty'),
          ne(invoices.status, 'cancelled'),
          lt(royaltyStatements.periodMonth, firstDay),
        ),
      );
    return Number(row.balance);
  }

  async function history(
    tx: Conn,
    s: Pick<StatementRow, 'id' | 'locationId'>,
    actor: Actor,
    from: RoyaltyStatus | null,
    to: RoyaltyStatus,
    note: string | null,
  ) {
    await tx.insert(royaltyStatusHistory).values({
      statementId: s.id,
      locationId: s.locationId,
      fromStatus: from,
      toStatus: to,
      note,
      actorId: actor.userId,
      createdAt: sql`clock_timestamp()`,
    });
  }

  /** The statement locked for a change, as the owner; 404 when it does not exist. */
  async function lockStatement(tx: Conn, id: string): Promise<StatementRow> {
    const [s] = await tx.select().from(royaltyStatements).where(eq(royaltyStatements.id, id)).for('update');
    if (!s) throw AppError.notFound();
    return s;
  }

  async function detail(actor: Actor, id: string): Promise<RoyaltyStatementDetail> {
    return withRls(db, actor, async (tx) => {
      const [row] = await selectStatements(tx).where(eq(royaltyStatements.id, id));
      if (!row) throw AppError.notFound();
      const adjustments = await tx
        .select({ a: royaltyAdjustments, by: userProfiles.fullName })
        .from(royaltyAdjustments)
        .leftJoin(userProfiles, eq(userProfiles.id, royaltyAdjustments.createdBy))
        .where(eq(royaltyAdjustments.statementId, id))
        .orderBy(asc(royaltyAdjustments.createdAt), asc(royaltyAdjustments.id));
      const steps = await tx
        .select({ h: royaltyStatusHistory, by: userProfiles.fullName })
        .from(royaltyStatusHistory)
        .leftJoin(userProfiles, eq(userProfiles.id, royaltyStatusHistory.actorId))
        .where(eq(royaltyStatusHistory.statementId, id))
        .orderBy(asc(royaltyStatusHistory.createdAt), asc(royaltyStatusHistory.id));
      const [firstBy] = row.st.firstApprovedBy
        ? await tx.select({ name: userProfiles.fullName }).from(userProfiles).where(eq(userProfiles.id, row.st.firstApprovedBy))
        : [];
      const dto = toDto(row);
      return {
        ...dto,
        adjustments: adjustments.map(({ a, by }) => ({
          id: a.id,
          amountCentavos: a.amountCentavos,
          reason: a.reason,
          // Only a sales adjustment has a net delta; a credit carried between months is a plain line.
          sales:
            a.forMonth && a.netDeltaCentavos !== null
              ? {
                  month: monthOf(a.forMonth),
                  salesDate: a.salesDate,
                  oldNetCentavos: a.oldNetCentavos ?? 0,
                  newNetCentavos: a.newNetCentavos ?? 0,
                  royaltyDeltaCentavos: a.royaltyDeltaCentavos ?? 0,
                  feeDeltaCentavos: a.feeDeltaCentavos ?? 0,
                }
              : null,
          createdBy: by,
          createdAt: a.createdAt.toISOString(),
        })),
        days: await monthDays(tx, row.st.locationId, row.st.periodMonth),
        approval: {
          periodEnded: periodEnded(row.st.periodMonth),
          thresholdCentavos: threshold,
          needsTwoApprovers: dto.chargesCentavos > threshold,
          firstApprovedBy: row.st.firstApprovedBy ? (firstBy?.name ?? 'another head-office user') : null,
        },
        amountDueBreakdown: {
          thisInvoiceCentavos: dto.chargesCentavos,
          earlierUnpaidCentavos: dto.previousBalanceCentavos,
          adjustmentsCentavos: dto.adjustmentsCentavos,
        },
        history: steps.map(({ h, by }) => ({
          fromStatus: h.fromStatus,
          toStatus: h.toStatus,
          note: h.note,
          actor: by,
          createdAt: h.createdAt.toISOString(),
        })),
      };
    });
  }

  return {
    statementFigures,

    /**
     * Calculates (or recalculates) the month's statements of the given locations, or of every open location. Approved
     * and invoiced statements are final: they are skipped and listed. Adjustments already made are kept.
     */
    async calculate(actor: Actor, input: { month: string; locationIds?: string[] }): Promise<CalculateResult> {
      const m = manilaMonth(input.month);
      return db.transaction(async (tx) => {
        // Two calculations of the same month queue here instead of racing on the unique (location, month).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`royalties:${m.month}`}))`);
        const targets = await tx
          .select({
            id: locations.id,
            name: locations.name,
            code: locations.code,
            royalty: locations.royaltyRateBps,
            fee: locations.marketingFeeRateBps,
            status: locations.status,
            openedOn: locations.openedOn,
          })
          .from(locations)
          .where(input.locationIds ? inArray(locations.id, input.locationIds) : eq(locations.status, 'open'))
          .orderBy(asc(locations.name));
        if (input.locationIds && targets.length !== new Set(input.locationIds).size) throw AppError.notFound();
        // Royalties run from the opening date (decision 021): a store still opening, or one that opened after the
        // month, gets no statement for it. Percentages of approved net sales need no other proration: sales before
        // the opening date are refused at entry, so the month's rollup is the sales from the opening date on.
        const notOpen = targets.filter((l) => l.status === 'opening' || (l.openedOn !== null && l.openedOn > m.lastDay));
        const trading = targets.filter((l) => !notOpen.includes(l));
        const ids = trading.map((l) => l.id);
        const existing = ids.length
          ? await tx
              .select()
              .from(royaltyStatements)
              .where(and(inArray(royaltyStatements.locationId, ids), eq(royaltyStatements.periodMonth, m.firstDay)))
              .for('update')
          : [];
        const existingOf = new Map(existing.map((s) => [s.locationId, s]));
        const sales = ids.length
          ? await tx
              .select()
              .from(salesMonthly)
              .where(and(inArray(salesMonthly.locationId, ids), eq(salesMonthly.month, m.firstDay)))
          : [];
        const salesOf = new Map(sales.map((s) => [s.locationId, s]));
        const result: CalculateResult = {
          month: m.month,
          calculated: 0,
          skipped: [],
          notOpen: notOpen.map((l) => ({ location: { id: l.id, name: l.name, code: l.code }, openedOn: l.openedOn })),
        };
        for (const loc of trading) {
          const prior = existingOf.get(loc.id);
          const locationRef = { id: loc.id, name: loc.name, code: loc.code };
          if (prior && (prior.status === 'approved' || CLOSED_ROYALTY_STATUSES.includes(prior.status))) {
            result.skipped.push({ location: locationRef, status: prior.status });
            continue;
          }
          const s = salesOf.get(loc.id);
          const rates = {
            royaltyRateBps: loc.royalty ?? ROYALTY_SETTINGS.royaltyRateBps,
            marketingFeeRateBps: loc.fee ?? ROYALTY_SETTINGS.marketingFeeRateBps,
          };
          const base = {
            netSalesCentavos: s?.approvedNetCentavos ?? 0,
            approvedDays: s?.approvedDays ?? 0,
            ...rates,
            adjustmentsCentavos: prior?.adjustmentsCentavos ?? 0,
            previousBalanceCentavos: await previousBalance(tx, loc.id, m.firstDay),
          };
          const { chargesCentavos: _charges, ...figures } = statementFigures(base);
          const values = {
            ...base,
            ...figures,
            status: 'calculated' as const,
            firstApprovedBy: null,
            firstApprovedAt: null,
            calculatedAt: new Date(),
            updatedAt: new Date(),
          };
          let statementId: string;
          if (prior) {
            assertTransition(prior.status, 'calculated');
            await tx.update(royaltyStatements).set(values).where(eq(royaltyStatements.id, prior.id));
            await history(tx, prior, actor, prior.status, 'calculated', 'Recalculated');
            statementId = prior.id;
          } else {
            const [created] = await tx
              .insert(royaltyStatements)
              .values({ ...values, locationId: loc.id, periodMonth: m.firstDay })
              .returning();
            await history(tx, created, actor, null, 'calculated', 'Calculated');
            statementId = created.id;
          }
          // Sales adjustments of closed months that had no open statement to land on land here (decision 016).
          const pending = await attachPendingAdjustments(tx, statementId, loc.id, m.firstDay);
          if (pending !== 0) {
            await tx
              .update(royaltyStatements)
              .set({
                adjustmentsCentavos: sql`${royaltyStatements.adjustmentsCentavos} + ${pending}`,
                amountDueCentavos: sql`${royaltyStatements.amountDueCentavos} + ${pending}`,
              })
              .where(eq(royaltyStatements.id, statementId));
          }
          result.calculated++;
        }
        return result;
      });
    },

    list(actor: Actor, q: StatementQuery): Promise<StatementList> {
      return withRls(db, actor, async (tx) => {
        const f: SQL[] = [];
        if (q.month) f.push(eq(royaltyStatements.periodMonth, `${q.month}-01`));
        if (q.locationId) f.push(eq(royaltyStatements.locationId, q.locationId));
        if (q.status) f.push(eq(royaltyStatements.status, q.status));
        const where = and(...f);
        const rows = await selectStatements(tx)
          .where(where)
          .orderBy(desc(royaltyStatements.periodMonth), asc(locations.name), asc(royaltyStatements.id))
          .limit(q.limit)
          .offset(q.offset);
        const [{ total }] = await tx.select({ total: count() }).from(royaltyStatements).where(where);
        return { items: rows.map(toDto), total: Number(total) };
      });
    },

    detail,

    /** A signed charge or credit with its reason, while the statement is not approved yet. */
    async addAdjustment(actor: Actor, id: string, input: AdjustmentInput): Promise<RoyaltyStatementDetail> {
      await db.transaction(async (tx) => {
        const s = await lockStatement(tx, id);
        assertTransition(s.status, 'calculated');
        const adjustmentsCentavos = s.adjustmentsCentavos + input.amountCentavos;
        if (s.royaltyCentavos + s.marketingFeeCentavos + adjustmentsCentavos < 0) {
          throw AppError.validation(FINANCE_MESSAGES.NEGATIVE_CHARGES, {
            fieldErrors: { amountCentavos: [FINANCE_MESSAGES.NEGATIVE_CHARGES] },
          });
        }
        await tx.insert(royaltyAdjustments).values({
          statementId: s.id,
          locationId: s.locationId,
          amountCentavos: input.amountCentavos,
          reason: input.reason,
          createdBy: actor.userId,
        });
        await tx
          .update(royaltyStatements)
          .set({
            adjustmentsCentavos,
            amountDueCentavos: s.amountDueCentavos + input.amountCentavos,
            status: 'calculated',
            firstApprovedBy: null,
            firstApprovedAt: null,
            updatedAt: new Date(),
          })
          .where(eq(royaltyStatements.id, s.id));
        if (s.status !== 'calculated') await history(tx, s, actor, s.status, 'calculated', `Adjusted: ${input.reason}`);
      });
      return detail(actor, id);
    },

    async review(actor: Actor, id: string, note: string | null): Promise<RoyaltyStatementDetail> {
      await db.transaction(async (tx) => {
        const s = await lockStatement(tx, id);
        if (s.status !== 'calculated') throw AppError.conflict();
        await tx
          .update(royaltyStatements)
          .set({ status: 'reviewed', reviewedBy: actor.userId, reviewedAt: new Date(), updatedAt: new Date() })
          .where(eq(royaltyStatements.id, id));
        await history(tx, s, actor, 'calculated', 'reviewed', note);
      });
      return detail(actor, id);
    },

    /**
     * Approves a reviewed statement and invoices it in the same transaction: a royalty invoice (Net 30) for the
     * month's charges. The previous balance is shown on the statement but stays billed by the earlier invoices, so
     * nothing is owed twice. Refused (decision 016): before the month has ended in Manila; when the figures no longer
     * match the sales rollup (read and locked here, in the approving transaction) or the amount the approver
     * confirmed; while days await review, unless a reason is given (it goes in the audit log); above the two-approver
     * amount, the first approval is recorded and a second head-office user completes it. ₱0 of charges closes the
     * month as nothing to bill: no invoice, no number taken; so do credits beyond the charges, carried to the next statement.
     */
    async approve(actor: Actor, id: string, input: StatementApprovalInput | string | null): Promise<RoyaltyStatementDetail> {
      const body: StatementApprovalInput = typeof input === 'string' || input === null ? { note: input } : input;
      const note = body.note ?? null;
      await db.transaction(async (tx) => {
        // A sales change locks the month's rollup (its trigger) before the statement: lock in that order too, so the
        // two never wait on each other (a deadlock).
        const [month] = await tx
          .select({ locationId: royaltyStatements.locationId, periodMonth: royaltyStatements.periodMonth })
          .from(royaltyStatements)
          .where(eq(royaltyStatements.id, id));
        if (!month) throw AppError.notFound();
        await approvedRollup(tx, month.locationId, month.periodMonth, { lock: true });
        const s = await lockStatement(tx, id);
        assertTransition(s.status, 'approved');
        if (!periodEnded(s.periodMonth)) throw AppError.conflict(FINANCE_MESSAGES.MONTH_NOT_ENDED);
        const rollup = await approvedRollup(tx, s.locationId, s.periodMonth, { lock: true });
        if (rollup.net !== s.netSalesCentavos || rollup.days !== s.approvedDays) throw AppError.conflict(FINANCE_MESSAGES.STALE_FIGURES);
        const charges = chargesOf(s);
        if (body.confirmedChargesCentavos !== undefined && body.confirmedChargesCentavos !== charges)
          throw AppError.conflict(FINANCE_MESSAGES.CONFIRMED_AMOUNT_CHANGED);
        const days = await monthDays(tx, s.locationId, s.periodMonth);
        const reason = body.awaitingReviewReason ?? null;
        if (days.awaitingReview > 0 && !reason) {
          throw AppError.conflict(FINANCE_MESSAGES.DAYS_AWAITING_REVIEW);
        }
        const audited = {
          amountCentavos: charges,
          netSalesCentavos: s.netSalesCentavos,
          ...(days.awaitingReview > 0 ? { awaitingReviewDates: days.awaitingReviewDates, awaitingReviewReason: reason } : {}),
          ...(days.missingDates.length > 0 ? { missingDates: days.missingDates } : {}),
        };
        if (charges > threshold) {
          if (!s.firstApprovedBy) {
            await tx
              .update(royaltyStatements)
              .set({ firstApprovedBy: actor.userId, firstApprovedAt: new Date(), updatedAt: new Date() })
              .where(eq(royaltyStatements.id, id));
            await history(tx, s, actor, 'reviewed', 'reviewed', note ?? 'First of two approvals');
            await deps.audit.record(tx, {
              actorId: actor.userId,
              action: 'royalty.first_approval',
              targetType: 'royalty_statement',
              targetId: s.id,
              targetLabel: monthOf(s.periodMonth),
              after: audited,
            });
            return;
          }
          if (s.firstApprovedBy === actor.userId) throw AppError.conflict(FINANCE_MESSAGES.SECOND_APPROVER_NEEDED);
        }
        await tx
          .update(royaltyStatements)
          .set({ status: 'approved', approvedBy: actor.userId, approvedAt: new Date(), updatedAt: new Date() })
          .where(eq(royaltyStatements.id, id));
        await history(tx, s, actor, 'reviewed', 'approved', note);
        if (charges <= 0) {
          // Credits beyond the month's own charges go on to the next statement instead of blocking this one.
          const carried =
            charges < 0
              ? await carryCreditForward(
                  tx,
                  s,
                  -charges,
                  {
                    closing: `Credit of ${formatPeso(-charges)} carried to the next statement`,
                    carried: `Credit carried forward from ${monthLabel(s.periodMonth)}`,
                  },
                  actor.userId,
                )
              : null;
          await tx.update(royaltyStatements).set({ status: 'nothing_to_bill', updatedAt: new Date() }).where(eq(royaltyStatements.id, id));
          await history(
            tx,
            s,
            actor,
            'approved',
            'nothing_to_bill',
            carried ? `Nothing to bill: ${formatPeso(-charges)} of credit carried forward` : 'Nothing to bill: no invoice',
          );
          await deps.audit.record(tx, {
            actorId: actor.userId,
            action: 'royalty.approved',
            targetType: 'royalty_statement',
            targetId: s.id,
            targetLabel: `${monthOf(s.periodMonth)} nothing to bill`,
            after: { ...audited, invoiceId: null, ...(carried ? { creditCarriedForwardCentavos: -charges } : {}) },
          });
          return;
        }
        const inv = await deps.invoices.createRoyalty(tx, { locationId: s.locationId, amountCentavos: charges });
        await tx
          .update(royaltyStatements)
          .set({ status: 'invoiced', invoiceId: inv.id, updatedAt: new Date() })
          .where(eq(royaltyStatements.id, id));
        await history(tx, s, actor, 'approved', 'invoiced', `Invoice ${inv.invoiceNumber}`);
        await deps.audit.record(tx, {
          actorId: actor.userId,
          action: 'royalty.approved',
          targetType: 'royalty_statement',
          targetId: s.id,
          targetLabel: `${monthOf(s.periodMonth)} ${inv.invoiceNumber}`,
          after: { ...audited, invoiceId: inv.id, ...(s.firstApprovedBy ? { firstApprovedBy: s.firstApprovedBy } : {}) },
        });
      });
      return detail(actor, id);
    },

    /** The statement as a PDF, after row-level security showed the actor may see it (404 otherwise). */
    async pdf(actor: Actor, id: string): Promise<{ filename: string; body: Buffer }> {
      const st = await detail(actor, id);
      const [loc] = await db
        .select({ brandName: brands.name, tagline: brands.tagline, owner: userProfiles.fullName, dueOn: invoices.dueOn })
        .from(locations)
        .innerJoin(brands, eq(brands.id, locations.brandId))
        .leftJoin(userProfiles, eq(userProfiles.id, locations.ownerId))
        .leftJoin(invoices, st.invoice ? eq(invoices.id, st.invoice.id) : sql`false`)
        .where(eq(locations.id, st.location.id));
      const m = manilaMonth(st.month);
      const body = await deps.invoices.renderStatementPdf({
        issuer: { name: loc.brandName, tagline: loc.tagline, address: `Head office, ${CONTACT.office}` },
        location: { name: st.location.name, code: st.location.code, owner: loc.owner },
        // The first month of a store bills from its opening date, and the PDF's period says so.
        period: { label: formatManila(m.start, 'MMMM yyyy'), firstDay: st.coversFrom, lastDay: m.lastDay },
        status: ROYALTY_STATUS_LABELS[st.status],
        netSalesCentavos: st.netSalesCentavos,
        approvedDays: st.approvedDays,
        royaltyRateBps: st.royaltyRateBps,
        marketingFeeRateBps: st.marketingFeeRateBps,
        royaltyCentavos: st.royaltyCentavos,
        marketingFeeCentavos: st.marketingFeeCentavos,
        adjustments: st.adjustments.map((a) => ({ reason: a.reason, amountCentavos: a.amountCentavos, sales: a.sales })),
        days: st.days,
        adjustmentsCentavos: st.adjustmentsCentavos,
        previousBalanceCentavos: st.previousBalanceCentavos,
        amountDueCentavos: st.amountDueCentavos,
        invoice: st.invoice && loc.dueOn ? { number: st.invoice.invoiceNumber, dueOn: loc.dueOn } : null,
      });
      return { filename: `royalty-${st.location.code}-${st.month}.pdf`, body };
    },
  };
}
export type RoyaltiesService = ReturnType<typeof createRoyaltiesService>;
