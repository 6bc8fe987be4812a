import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { auditLog, invoicePayments, invoices, locations, orders, royaltyStatements, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { databaseErrorCode } from '../../lib/db-error';
import { assertSameRequest, checkIdempotencyKey, requestFingerprint } from '../../lib/idempotency';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import { FINANCE_MESSAGES } from '../../../shared/errors';
import { roleHas } from '../../../shared/roles';
import { manilaMonth } from '../../../shared/time';
import {
  AGEING_BUCKETS,
  type FinanceInvoice,
  type FinanceMonth,
  type FinanceSummary,
  type InvoiceDetail,
  type InvoiceList,
  type InvoiceQuery,
  type InvoiceSort,
  type PaymentInput,
} from '../../../shared/finance.contracts';
import type { AuditService } from '../audit/audit.service';

type Conn = Db | Tx;
const balance = sql<number>`(${invoices.amountCentavos} - ${invoices.paidCentavos})`;
const manilaToday = sql`(now() at time zone 'Asia/Manila')::date`;

const SORTS: Record<InvoiceSort, SQL[]> = {
  due_asc: [asc(invoices.dueOn), asc(invoices.invoiceNumber)],
  due_desc: [desc(invoices.dueOn), desc(invoices.invoiceNumber)],
  issued_desc: [desc(invoices.issuedOn), desc(invoices.invoiceNumber)],
  balance_desc: [desc(balance), asc(invoices.dueOn), asc(invoices.invoiceNumber)],
  amount_desc: [desc(invoices.amountCentavos), asc(invoices.invoiceNumber)],
};

/**
 * Invoices of both kinds with their balances, payments against them, and the financial summary. Reads run under
 * row-level security (a franchisee sees their own locations only); payments are head office's and run as the owner.
 */
export function createReceivablesService(deps: { db: Db; audit: AuditService }) {
  const { db } = deps;

  const columns = {
    inv: invoices,
    locationName: locations.name,
    locationCode: locations.code,
    orderNumber: orders.orderNumber,
    periodMonth: royaltyStatements.periodMonth,
  };
  const selectInvoices = (tx: Conn) =>
    tx
      .select(columns)
      .from(invoices)
      .innerJoin(locations, eq(locations.id, invoices.locationId))
      .leftJoin(orders, eq(orders.id, invoices.orderId))
      .leftJoin(royaltyStatements, eq(royaltyStatements.invoiceId, invoices.id));
  type Row = Awaited<ReturnType<ReturnType<typeof selectInvoices>['execute']>>[number];
  const toDto = (r: Row): FinanceInvoice => ({
    id: r.inv.id,
    invoiceNumber: r.inv.invoiceNumber,
    kind: r.inv.kind,
    status: r.inv.status,
    location: { id: r.inv.locationId, name: r.locationName, code: r.locationCode },
    orderId: r.inv.orderId,
    orderNumber: r.orderNumber,
    statementMonth: r.periodMonth ? r.periodMonth.slice(0, 7) : null,
    amountCentavos: r.inv.amountCentavos,
    paidCentavos: r.inv.paidCentavos,
    balanceCentavos: r.inv.amountCentavos - r.inv.paidCentavos,
    issuedOn: r.inv.issuedOn,
    dueOn: r.inv.dueOn,
    paidAt: r.inv.paidAt ? r.inv.paidAt.toISOString() : null,
    pdfUrl: `/api/invoices/${r.inv.id}/pdf`,
  });

  async function detail(actor: Actor, id: string): Promise<InvoiceDetail> {
    return withRls(db, actor, async (tx) => {
      const [row] = await selectInvoices(tx).where(eq(invoices.id, id));
      if (!row) throw AppError.notFound();
      const payments = await tx
        .select({ p: invoicePayments, by: userProfiles.fullName })
        .from(invoicePayments)
        .leftJoin(userProfiles, eq(userProfiles.id, invoicePayments.recordedBy))
        .where(eq(invoicePayments.invoiceId, id))
        .orderBy(asc(invoicePayments.createdAt), asc(invoicePayments.id));
      return {
        ...toDto(row),
        payments: payments.map(({ p, by }) => ({
          id: p.id,
          amountCentavos: p.amountCentavos,
          paidOn: p.paidOn,
          method: p.method,
          reference: p.reference,
          recordedBy: by,
          createdAt: p.createdAt.toISOString(),
        })),
      };
    });
  }

  /** The payment this actor already recorded under this Idempotency-Key, if any; the key with another payment is a 422. */
  async function priorPayment(tx: Conn, actor: Actor, key: string, fingerprint: string): Promise<string | null> {
    const [row] = await tx
      .select({ invoiceId: auditLog.targetId, fingerprint: sql<string | null>`${auditLog.after}->>'requestFingerprint'` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorId, actor.userId),
          eq(auditLog.action, 'invoice.payment_recorded'),
          sql`${auditLog.after}->>'idempotencyKey' = ${key}`,
        ),
      )
      .limit(1);
    if (row) assertSameRequest(row.fingerprint, fingerprint);
    return row?.invoiceId ?? null;
  }

  async function networkSummary(tx: Tx): Promise<FinanceSummary> {
    const current = manilaMonth();
    // The 12 Manila months ending with the current one, oldest first.
    const months: string[] = [current.month];
    for (let i = 1; i < 12; i++) months.unshift(manilaMonth(new Date(manilaMonth(months[0]).start.getTime() - 1)).month);
    const from = `${months[0]}-01`;
    const sales = rowsOf<{ month: string; reported: string; approved: string }>(
      await tx.execute(sql`select to_char(month, 'YYYY-MM') as month, sum(reported_net_centavos)::text as reported,
                                  sum(approved_net_centavos)::text as approved
                           from sales_monthly where month >= ${from}::date group by 1`),
    );
    const royalty = rowsOf<{ month: string; billed: string; collected: string }>(
      await tx.execute(sql`select to_char(s.period_month, 'YYYY-MM') as month, sum(i.amount_centavos)::text as billed,
                                  sum(i.paid_centavos)::text as collected
                           from royalty_statements s join invoices i on i.id = s.invoice_id
                           where s.period_month >= ${from}::date and i.status <> 'cancelled' group by 1`),
    );
    const salesOf = new Map(sales.map((r) => [r.month, r]));
    const royaltyOf = new Map(royalty.map((r) => [r.month, r]));
    const rows: FinanceMonth[] = months.map((month) => {
      const s = salesOf.get(month);
      const r = royaltyOf.get(month);
      const billed = Number(r?.billed ?? 0);
      const collected = Number(r?.collected ?? 0);
      return {
        month,
        reportedNetCentavos: Number(s?.reported ?? 0),
        approvedNetCentavos: Number(s?.approved ?? 0),
        royaltyBilledCentavos: billed,
        royaltyCollectedCentavos: collected,
        royaltyPendingCentavos: billed - collected,
      };
    });
    const ageing = rowsOf<{ bucket: string; n: string; balance: string }>(
      await tx.execute(sql`select case when due_on >= ${manilaToday} then 'current'
                                       when ${manilaToday} - due_on <= 30 then 'd1_30'
                                       when ${manilaToday} - due_on <= 60 then 'd31_60'
                                       when ${manilaToday} - due_on <= 90 then 'd61_90'
                                       else 'd90_plus' end as bucket,
                                  count(*)::text as n, sum(amount_centavos - paid_centavos)::text as balance
                           from invoices where status in ('sent', 'overdue') and amount_centavos > paid_centavos group by 1`),
    );
    const ageOf = new Map(ageing.map((a) => [a.bucket, a]));
    const buckets = AGEING_BUCKETS.map((bucket) => ({
      bucket,
      count: Number(ageOf.get(bucket)?.n ?? 0),
      balanceCentavos: Number(ageOf.get(bucket)?.balance ?? 0),
    }));
    const [{ open }] = await tx
      .select({ open: count() })
      .from(royaltyStatements)
      .where(inArray(royaltyStatements.status, ['calculated', 'reviewed', 'approved']));
    const sum = (pick: (m: FinanceMonth) => number) => rows.reduce((a, m) => a + pick(m), 0);
    return {
      scope: 'network',
      months: rows,
      ageing: buckets,
      totals: {
        receivablesCentavos: buckets.reduce((a, b) => a + b.balanceCentavos, 0),
        overdueCentavos: buckets.filter((b) => b.bucket !== 'current').reduce((a, b) => a + b.balanceCentavos, 0),
        royaltyBilledCentavos: sum((m) => m.royaltyBilledCentavos),
        royaltyCollectedCentavos: sum((m) => m.royaltyCollectedCentavos),
        royaltyPendingCentavos: sum((m) => m.royaltyPendingCentavos),
        openStatements: Number(open),
      },
    };
  }

  async function ownSummary(tx: Tx): Promise<FinanceSummary> {
    const [totals] = await tx
      .select({
        balance: sql<string>`coalesce(sum(${balance}), 0)::text`,
        overdue: sql<string>`coalesce(sum(${balance}) filter (where ${invoices.dueOn} < ${manilaToday}), 0)::text`,
      })
      .from(invoices)
      .where(and(inArray(invoices.status, ['sent', 'overdue']), sql`${balance} > 0`));
    const [next] = await tx
      .select({ invoiceNumber: invoices.invoiceNumber, dueOn: invoices.dueOn, balance })
      .from(invoices)
      .where(and(inArray(invoices.status, ['sent', 'overdue']), sql`${balance} > 0`))
      .orderBy(asc(invoices.dueOn), asc(invoices.invoiceNumber))
      .limit(1);
    const [{ n }] = await tx.select({ n: count() }).from(locations);
    return {
      scope: 'own',
      balanceCentavos: Number(totals.balance),
      overdueCentavos: Number(totals.overdue),
      nextDue: next ? { invoiceNumber: next.invoiceNumber, dueOn: next.dueOn, balanceCentavos: Number(next.balance) } : null,
      locations: Number(n),
    };
  }

  return {
    list(actor: Actor, q: InvoiceQuery): Promise<InvoiceList> {
      return withRls(db, actor, async (tx) => {
        const f: SQL[] = [];
        if (q.kind) f.push(eq(invoices.kind, q.kind));
        if (q.status) f.push(eq(invoices.status, q.status));
        if (q.locationId) f.push(eq(invoices.locationId, q.locationId));
        if (q.dueFrom) f.push(gte(invoices.dueOn, q.dueFrom));
        if (q.dueTo) f.push(lte(invoices.dueOn, q.dueTo));
        const where = and(...f);
        const rows = await selectInvoices(tx)
          .where(where)
          .orderBy(...SORTS[q.sort])
          .limit(q.limit)
          .offset(q.offset);
        const [agg] = await tx
          .select({
            total: count(),
            balance: sql<string>`coalesce(sum(${balance}) filter (where ${invoices.status} in ('sent', 'overdue')), 0)::text`,
          })
          .from(invoices)
          .where(where);
        return { items: rows.map(toDto), total: Number(agg.total), balanceCentavos: Number(agg.balance) };
      });
    },

    detail,

    /**
     * Records a payment (partial allowed). More than the balance is a 422; the balance reaching 0 marks the invoice
     * paid. The same Idempotency-Key from the same person records the payment once and answers the same invoice.
     */
    async recordPayment(
      actor: Actor,
      invoiceId: string,
      input: { amountCentavos: number; paidOn: string; method: PaymentInput['method']; reference: string | null },
      key: string | undefined,
    ): Promise<{ invoice: InvoiceDetail; replayed: boolean }> {
      checkIdempotencyKey(key);
      const fingerprint = requestFingerprint({ invoiceId, ...input });
      const replayedOn = await db.transaction(async (tx) => {
        if (key) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment:${actor.userId}:${key}`}))`);
          const prior = await priorPayment(tx, actor, key, fingerprint);
          if (prior) return prior;
        }
        const [inv] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
        if (!inv) throw AppError.notFound();
        const owed = inv.amountCentavos - inv.paidCentavos;
        if (!(inv.status === 'sent' || inv.status === 'overdue') || owed <= 0)
          throw AppError.conflict(FINANCE_MESSAGES.INVOICE_NOT_PAYABLE);
        if (input.amountCentavos > owed) {
          throw AppError.validation(FINANCE_MESSAGES.PAYMENT_OVER_BALANCE, {
            fieldErrors: { amountCentavos: [FINANCE_MESSAGES.PAYMENT_OVER_BALANCE] },
          });
        }
        // One bank reference once per invoice: the invoice row is locked above, so a second payment with the same
        // reference waits here and sees the first; the unique index (migration 0032) is the last word.
        const reference = input.reference?.trim() ? input.reference.trim() : null;
        if (reference) {
          const [dup] = await tx
            .select({ id: invoicePayments.id })
            .from(invoicePayments)
            .where(and(eq(invoicePayments.invoiceId, invoiceId), sql`lower(btrim(${invoicePayments.reference})) = lower(${reference})`))
            .limit(1);
          if (dup) throw AppError.conflict(FINANCE_MESSAGES.DUPLICATE_REFERENCE);
        }
        const [payment] = await tx
          .insert(invoicePayments)
          .values({ invoiceId, locationId: inv.locationId, ...input, reference, recordedBy: actor.userId })
          .returning({ id: invoicePayments.id })
          .catch((e: unknown) => {
            if (databaseErrorCode(e) === '23505') throw AppError.conflict(FINANCE_MESSAGES.DUPLICATE_REFERENCE);
            throw e;
          });
        const paid = inv.paidCentavos + input.amountCentavos;
        const settled = paid === inv.amountCentavos;
        await tx
          .update(invoices)
          .set({ paidCentavos: paid, ...(settled ? { status: 'paid' as const, paidAt: new Date() } : {}) })
          .where(eq(invoices.id, invoiceId));
        await deps.audit.record(tx, {
          actorId: actor.userId,
          action: 'invoice.payment_recorded',
          targetType: 'invoice',
          targetId: invoiceId,
          targetLabel: inv.invoiceNumber,
          before: { status: inv.status, paidCentavos: inv.paidCentavos },
          after: {
            status: settled ? 'paid' : inv.status,
            paidCentavos: paid,
            paymentId: payment.id,
            amountCentavos: input.amountCentavos,
            ...(key ? { idempotencyKey: key, requestFingerprint: fingerprint } : {}),
          },
        });
        return null;
      });
      return { invoice: await detail(actor, replayedOn ?? invoiceId), replayed: replayedOn !== null };
    },

    /** Head office: the network's figures; a franchisee: their balance; anyone else: nothing to show. */
    summary(actor: Actor): Promise<FinanceSummary> {
      if (!roleHas(actor.role, 'finance.view')) return Promise.resolve({ scope: 'none' });
      return withRls(db, actor, (tx) => (actor.role === 'franchisee' ? ownSummary(tx) : networkSummary(tx)));
    },
  };
}
export type ReceivablesService = ReturnType<typeof createReceivablesService>;
