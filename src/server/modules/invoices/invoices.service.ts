import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { rowsOf, type Db } from '../../db/client';
import { brands, invoices, locations, orderItems, orders, royaltyAdjustments, royaltyStatements, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import { INVOICE_TERMS_DAYS } from '../../../shared/operations.contracts';
import { CONTACT } from '../../../shared/constants';
import { formatCalendarDate, formatManila, manilaMonth, toManilaYmd } from '../../../shared/time';
import { basisPointsToPercent, formatPeso } from '../../../shared/money';
import { renderRoyaltyStatementPdf } from './royalty-statement-pdf';
import type { Storage } from '../../lib/storage';
import { createInvoicePdfStore } from './invoice-pdf-store';
import type { InvoicePdfData } from './invoice-pdf';
import type { AddressSnapshot } from '../../../shared/orders.contracts';
import { invoiceNumberOf } from './invoice-number';
import { SANDBOX_CODE_PREFIX } from '../../../shared/network.contracts';

type Conn = Tx | Db;

/** Invoices: one per approved order (INV-YYYYMMDD-NNNNNN, Net 30), with a PDF both sides can download. */
export function createInvoicesService(deps: { db: Db; storage: Storage }) {
  const { db } = deps;
  const pdfStore = createInvoicePdfStore(deps.storage);
  /** The next invoice number and Net 30 terms; a diagnostics throwaway location's invoice takes a sandbox number (issue 31). */
  async function numberAndTerms(tx: Conn, locationId: string) {
    const [row] = rowsOf<{ day: string; seq: string | null; today: string; due: string }>(
      await tx.execute(sql`select to_char(now() at time zone 'Asia/Manila', 'YYYYMMDD') as day,
                                  case when exists (select 1 from locations where id = ${locationId}::uuid and code like ${`${SANDBOX_CODE_PREFIX}%`})
                                       then null else nextval('invoice_number_seq')::text end as seq,
                                  (now() at time zone 'Asia/Manila')::date::text as today,
                                  ((now() at time zone 'Asia/Manila')::date + ${INVOICE_TERMS_DAYS}::int)::text as due`),
    );
    const invoiceNumber =
      row.seq === null ? `DIAG-INV-${row.day}-${randomBytes(4).toString('hex').toUpperCase()}` : invoiceNumberOf(row.day, row.seq);
    return { invoiceNumber, issuedOn: row.today, dueOn: row.due };
  }

  async function createFor(tx: Conn, orderId: string): Promise<string> {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
    const [inv] = await tx
      .insert(invoices)
      .values({
        ...(await numberAndTerms(tx, o.locationId)),
        orderId,
        locationId: o.locationId,
        amountCentavos: o.totalCentavos,
        status: 'sent',
      })
      .returning({ id: invoices.id });
    return inv.id;
  }

  /**
   * A royalty invoice (kind royalty, no order) for a location's approved statement; the caller links the statement.
   * An invoice for nothing (credits cancelled the month's charges) is settled on issue.
   */
  async function createRoyalty(tx: Conn, input: { locationId: string; amountCentavos: number }) {
    const settled = input.amountCentavos === 0;
    const [inv] = await tx
      .insert(invoices)
      .values({
        ...(await numberAndTerms(tx, input.locationId)),
        kind: 'royalty',
        locationId: input.locationId,
        amountCentavos: input.amountCentavos,
        status: settled ? 'paid' : 'sent',
        paidAt: settled ? new Date() : null,
      })
      .returning({ id: invoices.id, invoiceNumber: invoices.invoiceNumber });
    return inv;
  }

  async function cancelFor(tx: Conn, orderId: string): Promise<void> {
    await tx.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.orderId, orderId));
  }

  /** Unpaid invoices of a location whose due date has passed (Manila today). */
  async function overdueFor(tx: Conn, locationIds: string[]) {
    if (locationIds.length === 0) return new Map<string, { count: number; amountCentavos: number }>();
    const rows = await tx
      .select({
        locationId: invoices.locationId,
        count: sql<number>`count(*)::int`,
        // What is still owed: partial payments count.
        amount: sql<number>`coalesce(sum(${invoices.amountCentavos} - ${invoices.paidCentavos}), 0)::int`,
      })
      .from(invoices)
      .where(
        and(
          inArray(invoices.locationId, locationIds),
          inArray(invoices.status, ['sent', 'overdue']),
          lt(invoices.dueOn, sql`(now() at time zone 'Asia/Manila')::date`),
        ),
      )
      .groupBy(invoices.locationId);
    return new Map(rows.map((r) => [r.locationId, { count: Number(r.count), amountCentavos: Number(r.amount) }]));
  }

  /**
   * The PDF, if row-level security lets the actor see the invoice (404 otherwise, as for an invoice that does not
   * exist): the stored copy when nothing on it changed, else a fresh one (invoice-pdf-store.ts).
   */
  async function pdf(actor: Actor, id: string): Promise<{ filename: string; body: Readable | Buffer }> {
    const visible = await withRls(
      db,
      actor,
      async (tx) => (await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id))).length > 0,
    );
    if (!visible) throw AppError.notFound();
    const [row] = await db
      .select({
        inv: invoices,
        order: orders,
        locationName: locations.name,
        locationCode: locations.code,
        city: locations.city,
        province: locations.province,
        addressLine: locations.addressLine,
        owner: userProfiles.fullName,
        brandName: brands.name,
        brandTagline: brands.tagline,
      })
      .from(invoices)
      .leftJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(locations, eq(locations.id, invoices.locationId))
      .innerJoin(brands, eq(brands.id, locations.brandId))
      .leftJoin(userProfiles, eq(userProfiles.id, locations.ownerId))
      .where(eq(invoices.id, id));
    const items = row.order
      ? await db.select().from(orderItems).where(eq(orderItems.orderId, row.order.id)).orderBy(orderItems.name, orderItems.sku)
      : [];
    const [statement] = row.order ? [] : await db.select().from(royaltyStatements).where(eq(royaltyStatements.invoiceId, id));
    const adjustments = statement
      ? await db
          .select()
          .from(royaltyAdjustments)
          .where(eq(royaltyAdjustments.statementId, statement.id))
          .orderBy(royaltyAdjustments.createdAt, royaltyAdjustments.id)
      : [];
    const data: InvoicePdfData = {
      issuer: { name: row.brandName, tagline: row.brandTagline, address: `Head office, ${CONTACT.office}` },
      invoice: {
        number: row.inv.invoiceNumber,
        status: row.inv.status,
        issuedOn: row.inv.issuedOn,
        dueOn: row.inv.dueOn,
        paidAt: row.inv.paidAt ? toManilaYmd(row.inv.paidAt) : null,
        amountCentavos: row.inv.amountCentavos,
      },
      order: row.order
        ? {
            number: row.order.orderNumber,
            subtotalCentavos: row.order.subtotalCentavos,
            vatCentavos: row.order.vatCentavos,
            shippingCentavos: row.order.shippingCentavos,
            totalCentavos: row.order.totalCentavos,
          }
        : null,
      ...(statement ? { royalty: royaltyLines(statement, adjustments, row.inv.amountCentavos) } : {}),
      ...(row.inv.paidCentavos > 0 ? { paidCentavos: row.inv.paidCentavos } : {}),
      billTo: billToLines((row.order?.billingAddress ?? null) as AddressSnapshot | null, row),
      location: { name: row.locationName, code: row.locationCode },
      items: items.map(({ name, sku, quantity, unitPriceCentavos, lineTotalCentavos }) => ({
        name,
        sku,
        quantity,
        unitPriceCentavos,
        lineTotalCentavos,
      })),
    };
    return { filename: `${row.inv.invoiceNumber}.pdf`, body: await pdfStore.open(id, data) };
  }

  return { createFor, createRoyalty, cancelFor, overdueFor, pdf, renderStatementPdf: renderRoyaltyStatementPdf };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;

/** A royalty invoice bills the month's charges; the previous balance stays on the earlier invoices that carry it. */
function royaltyLines(
  st: typeof royaltyStatements.$inferSelect,
  adjustments: (typeof royaltyAdjustments.$inferSelect)[],
  totalCentavos: number,
): NonNullable<InvoicePdfData['royalty']> {
  const period = formatManila(manilaMonth(st.periodMonth.slice(0, 7)).start, 'MMMM yyyy');
  return {
    period,
    totalCentavos,
    lines: [
      {
        label: `Royalty ${period} (${basisPointsToPercent(st.royaltyRateBps)}% of ${formatPeso(st.netSalesCentavos)})`,
        amountCentavos: st.royaltyCentavos,
      },
      {
        label: `Marketing fee ${period} (${basisPointsToPercent(st.marketingFeeRateBps)}% of ${formatPeso(st.netSalesCentavos)})`,
        amountCentavos: st.marketingFeeCentavos,
      },
      // Each adjustment on its own line; a sales adjustment names the day and its old and new net (decision 016).
      ...adjustments.map((a) => ({
        label:
          a.forMonth && a.salesDate
            ? `Sales adjustment ${formatCalendarDate(a.salesDate)} (net ${formatPeso(a.oldNetCentavos ?? 0)} to ${formatPeso(a.newNetCentavos ?? 0)})`
            : `Adjustment: ${a.reason}`,
        amountCentavos: a.amountCentavos,
      })),
      ...(adjustments.length === 0 && st.adjustmentsCentavos !== 0
        ? [{ label: 'Adjustments', amountCentavos: st.adjustmentsCentavos }]
        : []),
    ],
  };
}

/**
 * The "Bill to" block: the billing address chosen at checkout (the order's snapshot), as it was then.
 * Orders from before snapshots existed fall back to the owner and the location's address.
 */
export function billToLines(
  billing: AddressSnapshot | null,
  fallback: { owner: string | null; locationName: string; addressLine: string; city: string; province: string },
): string[] {
  if (!billing)
    return [fallback.owner ?? '', fallback.locationName, `${fallback.addressLine}, ${fallback.city}, ${fallback.province}`].filter(Boolean);
  return [
    billing.recipientName,
    billing.company,
    billing.line1,
    billing.line2,
    `${billing.city}, ${billing.province} ${billing.postalCode}`,
    billing.phone,
  ].filter((l): l is string => Boolean(l));
}
