import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { rowsOf, type Db } from '../../db/client';
import { invoices, locations, orderItems, orders, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import { INVOICE_TERMS_DAYS } from '../../../shared/operations.contracts';
import { formatPeso } from '../../../shared/money';
import type { AddressSnapshot } from '../../../shared/orders.contracts';

type Conn = Tx | Db;

/** Invoices: one per approved order (INV-YYYYMMDD-NNNNNN, Net 30), with a PDF both sides can download. */
export function createInvoicesService(db: Db) {
  async function createFor(tx: Conn, orderId: string): Promise<string> {
    const [row] = rowsOf<{ day: string; seq: string; today: string; due: string }>(
      await tx.execute(sql`select to_char(now() at time zone 'Asia/Manila', 'YYYYMMDD') as day,
                                  nextval('invoice_number_seq')::text as seq,
                                  (now() at time zone 'Asia/Manila')::date::text as today,
                                  ((now() at time zone 'Asia/Manila')::date + ${INVOICE_TERMS_DAYS}::int)::text as due`),
    );
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
    const [inv] = await tx
      .insert(invoices)
      .values({
        invoiceNumber: `INV-${row.day}-${row.seq.padStart(6, '0')}`,
        orderId,
        locationId: o.locationId,
        amountCentavos: o.totalCentavos,
        issuedOn: row.today,
        dueOn: row.due,
        status: 'sent',
      })
      .returning({ id: invoices.id });
    return inv.id;
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
        amount: sql<number>`coalesce(sum(${invoices.amountCentavos}), 0)::int`,
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

  /** The PDF, if row-level security lets the actor see the invoice. */
  async function pdf(actor: Actor, id: string): Promise<{ filename: string; body: Buffer }> {
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
        city: locations.city,
        province: locations.province,
        addressLine: locations.addressLine,
        owner: userProfiles.fullName,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(locations, eq(locations.id, invoices.locationId))
      .leftJoin(userProfiles, eq(userProfiles.id, locations.ownerId))
      .where(eq(invoices.id, id));
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.order.id)).orderBy(orderItems.name);
    const body = await renderPdf(row, items);
    return { filename: `${row.inv.invoiceNumber}.pdf`, body };
  }

  return { createFor, cancelFor, overdueFor, pdf };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;

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

function renderPdf(
  row: {
    inv: typeof invoices.$inferSelect;
    order: typeof orders.$inferSelect;
    locationName: string;
    city: string;
    province: string;
    addressLine: string;
    owner: string | null;
  },
  items: (typeof orderItems.$inferSelect)[],
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: row.inv.invoiceNumber, Author: 'FranchiseHub' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    // Built-in Helvetica has no peso sign; amounts print as "PHP 1,234.00".
    const peso = (c: number) => formatPeso(c).replace('₱', 'PHP ');
    doc.fontSize(20).text('FranchiseHub', { continued: false }).fontSize(10).fillColor('#555').text('Head office, Makati, Philippines');
    doc.moveDown().fillColor('#000').fontSize(16).text(`Invoice ${row.inv.invoiceNumber}`);
    doc
      .fontSize(10)
      .text(`Order ${row.order.orderNumber}`)
      .text(`Issued ${row.inv.issuedOn} · Due ${row.inv.dueOn} (Net 30) · Status ${row.inv.status}`);
    doc.moveDown().font('Helvetica-Bold').text('Bill to').font('Helvetica');
    for (const l of billToLines(row.order.billingAddress as AddressSnapshot | null, row)) doc.text(l);
    doc.moveDown(0.5).text(`Location: ${row.locationName}`);
    doc.moveDown();
    const top = doc.y;
    doc
      .font('Helvetica-Bold')
      .text('Item', 50, top)
      .text('Qty', 330, top)
      .text('Unit price', 380, top)
      .text('Amount', 470, top)
      .font('Helvetica');
    let y = top + 18;
    for (const i of items) {
      doc
        .text(`${i.name} (${i.sku})`, 50, y, { width: 270 })
        .text(String(i.quantity), 330, y)
        .text(peso(i.unitPriceCentavos), 380, y)
        .text(peso(i.lineTotalCentavos), 470, y);
      y += 18;
    }
    y += 10;
    const line = (label: string, value: number, bold = false) => {
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .text(label, 380, y)
        .text(peso(value), 470, y);
      y += 16;
    };
    line('Subtotal', row.order.subtotalCentavos);
    line('VAT 12%', row.order.vatCentavos);
    line('Shipping', row.order.shippingCentavos);
    line('Total', row.order.totalCentavos, true);
    doc.end();
  });
}
