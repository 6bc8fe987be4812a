import { and, asc, count, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
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
import { percentOf } from '../../../shared/money';
import { ROYALTY_SETTINGS } from '../../../shared/settings';
import { formatManila, manilaMonth } from '../../../shared/time';
import {
  ROYALTY_STATUS_LABELS,
  type AdjustmentInput,
  type CalculateResult,
  type RoyaltyStatement,
  type RoyaltyStatementDetail,
  type RoyaltyStatus,
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
  approved: ['invoiced'],
  invoiced: [],
};
function assertTransition(from: RoyaltyStatus, to: RoyaltyStatus) {
  if (!TRANSITIONS[from].includes(to)) throw AppError.conflict();
}

/** `YYYY-MM` of a statement's period_month (a first-of-month date). */
const monthOf = (periodMonth: string) => periodMonth.slice(0, 7);

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
export function createRoyaltiesService(deps: { db: Db; invoices: InvoicesService; audit: AuditService }) {
  const { db } = deps;

  const listColumns = {
    st: royaltyStatements,
    locationName: locations.name,
    locationCode: locations.code,
    invoiceNumber: invoices.invoiceNumber,
    invoiceStatus: invoices.status,
    invoiceAmount: invoices.amountCentavos,
    invoicePaid: invoices.paidCentavos,
  };
  type ListRow = {
    st: StatementRow;
    locationName: string;
    locationCode: string;
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
      return {
        ...toDto(row),
        adjustments: adjustments.map(({ a, by }) => ({
          id: a.id,
          amountCentavos: a.amountCentavos,
          reason: a.reason,
          createdBy: by,
          createdAt: a.createdAt.toISOString(),
        })),
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
          })
          .from(locations)
          .where(input.locationIds ? inArray(locations.id, input.locationIds) : eq(locations.status, 'open'))
          .orderBy(asc(locations.name));
        if (input.locationIds && targets.length !== new Set(input.locationIds).size) throw AppError.notFound();
        const ids = targets.map((l) => l.id);
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
        const result: CalculateResult = { month: m.month, calculated: 0, skipped: [] };
        for (const loc of targets) {
          const prior = existingOf.get(loc.id);
          const locationRef = { id: loc.id, name: loc.name, code: loc.code };
          if (prior && (prior.status === 'approved' || prior.status === 'invoiced')) {
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
          const values = { ...base, ...figures, status: 'calculated' as const, calculatedAt: new Date(), updatedAt: new Date() };
          if (prior) {
            assertTransition(prior.status, 'calculated');
            await tx.update(royaltyStatements).set(values).where(eq(royaltyStatements.id, prior.id));
            await history(tx, prior, actor, prior.status, 'calculated', 'Recalculated');
          } else {
            const [created] = await tx
              .insert(royaltyStatements)
              .values({ ...values, locationId: loc.id, periodMonth: m.firstDay })
              .returning();
            await history(tx, created, actor, null, 'calculated', 'Calculated');
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
     * nothing is owed twice.
     */
    async approve(actor: Actor, id: string, note: string | null): Promise<RoyaltyStatementDetail> {
      await db.transaction(async (tx) => {
        const s = await lockStatement(tx, id);
        assertTransition(s.status, 'approved');
        const charges = chargesOf(s);
        if (charges < 0) throw AppError.validation(FINANCE_MESSAGES.NEGATIVE_CHARGES);
        await tx
          .update(royaltyStatements)
          .set({ status: 'approved', approvedBy: actor.userId, approvedAt: new Date(), updatedAt: new Date() })
          .where(eq(royaltyStatements.id, id));
        await history(tx, s, actor, 'reviewed', 'approved', note);
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
          after: { invoiceId: inv.id, amountCentavos: charges },
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
        period: { label: formatManila(m.start, 'MMMM yyyy'), firstDay: m.firstDay, lastDay: m.lastDay },
        status: ROYALTY_STATUS_LABELS[st.status],
        netSalesCentavos: st.netSalesCentavos,
        approvedDays: st.approvedDays,
        royaltyRateBps: st.royaltyRateBps,
        marketingFeeRateBps: st.marketingFeeRateBps,
        royaltyCentavos: st.royaltyCentavos,
        marketingFeeCentavos: st.marketingFeeCentavos,
        adjustments: st.adjustments.map((a) => ({ reason: a.reason, amountCentavos: a.amountCentavos })),
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
