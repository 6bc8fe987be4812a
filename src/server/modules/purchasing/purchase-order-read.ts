import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/client';
import {
  products,
  purchaseOrderLines,
  purchaseOrderReceipts,
  purchaseOrderStatusHistory,
  purchaseOrders,
  suppliers,
  userProfiles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../lib/rls';
import { containsPattern } from '../../lib/sql-like';
import { manilaDateRange, manilaToday, toManilaYmd } from '../../../shared/time';
import {
  OPEN_PURCHASE_ORDER_STATUSES,
  PURCHASING_MESSAGES,
  type PurchaseOrder,
  type PurchaseOrderStatus,
  type PurchaseOrderSummary,
} from '../../../shared/purchasing.contracts';
import type { z } from 'zod';
import type { ZPurchaseOrderQuery } from '../../../shared/purchasing.contracts';
import type { PurchaseOrderPdfData } from './purchase-order-pdf';

type PoRow = typeof purchaseOrders.$inferSelect;
type SupplierRow = typeof suppliers.$inferSelect;
export type PurchaseOrderQueryData = z.infer<typeof ZPurchaseOrderQuery>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Open (still expected) and past its expected date, by Manila today. */
export const isOverdue = (status: PurchaseOrderStatus, expectedDate: string | null, today = manilaToday()) =>
  OPEN_PURCHASE_ORDER_STATUSES.includes(status) && expectedDate !== null && expectedDate < today;

function summaryOf(po: PoRow, s: Pick<SupplierRow, 'code' | 'name'>, lines: { lineCount: number; ordered: number; received: number }) {
  return {
    id: po.id,
    poNumber: po.poNumber,
    supplierId: po.supplierId,
    supplierCode: s.code,
    supplierName: s.name,
    status: po.status,
    expectedDate: po.expectedDate,
    totalCentavos: po.totalCentavos,
    lineCount: lines.lineCount,
    receivedRatio: lines.ordered > 0 ? Math.round((lines.received / lines.ordered) * 10_000) / 10_000 : 0,
    overdue: isOverdue(po.status, po.expectedDate),
    createdAt: po.createdAt.toISOString(),
    submittedAt: iso(po.submittedAt),
    receivedAt: iso(po.receivedAt),
  } satisfies PurchaseOrderSummary;
}

/** Line counts and units of these POs only: a page's worth, so the list stays fast over 50,000 lines. */
async function lineFigures(tx: Tx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { lineCount: number; ordered: number; received: number }>();
  const rows = await tx
    .select({
      id: purchaseOrderLines.purchaseOrderId,
      lineCount: count(),
      ordered: sql<number>`coalesce(sum(${purchaseOrderLines.quantityOrdered}), 0)::int`,
      received: sql<number>`coalesce(sum(${purchaseOrderLines.quantityReceived}), 0)::int`,
    })
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.purchaseOrderId, ids))
    .groupBy(purchaseOrderLines.purchaseOrderId);
  return new Map(rows.map((r) => [r.id, { lineCount: Number(r.lineCount), ordered: Number(r.ordered), received: Number(r.received) }]));
}

const NO_LINES = { lineCount: 0, ordered: 0, received: 0 };

const SORTS: Record<PurchaseOrderQueryData['sort'], SQL[]> = {
  newest: [desc(purchaseOrders.createdAt), desc(purchaseOrders.id)],
  oldest: [asc(purchaseOrders.createdAt), asc(purchaseOrders.id)],
  expected_asc: [sql`${purchaseOrders.expectedDate} asc nulls last`, desc(purchaseOrders.createdAt), desc(purchaseOrders.id)],
  total_desc: [desc(purchaseOrders.totalCentavos), desc(purchaseOrders.createdAt), desc(purchaseOrders.id)],
  number_desc: [desc(purchaseOrders.poNumber)],
};

/** The list page: filters, sort, one page and the total. */
export async function listPurchaseOrders(tx: Tx, q: PurchaseOrderQueryData) {
  const where: SQL[] = [];
  if (q.search) {
    const like = containsPattern(q.search);
    where.push(or(ilike(purchaseOrders.poNumber, like), ilike(suppliers.name, like), ilike(suppliers.code, like))!);
  }
  if (q.supplierId) where.push(eq(purchaseOrders.supplierId, q.supplierId));
  if (q.status) where.push(eq(purchaseOrders.status, q.status));
  const range = manilaDateRange(q);
  if (range.gte) where.push(gte(purchaseOrders.createdAt, range.gte));
  if (range.lt) where.push(lt(purchaseOrders.createdAt, range.lt));
  const cond = where.length ? and(...where) : undefined;
  const [{ total }] = await tx
    .select({ total: count() })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(cond);
  const rows = await tx
    .select({ po: purchaseOrders, s: { code: suppliers.code, name: suppliers.name } })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(cond)
    .orderBy(...SORTS[q.sort])
    .limit(q.limit)
    .offset(q.offset);
  return { items: await summariesOf(tx, rows), total: Number(total) };
}

async function summariesOf(tx: Tx, rows: { po: PoRow; s: { code: string; name: string } }[]) {
  const figures = await lineFigures(
    tx,
    rows.map((r) => r.po.id),
  );
  return rows.map((r) => summaryOf(r.po, r.s, figures.get(r.po.id) ?? NO_LINES));
}

/** Summaries of the given POs, in the given order. */
export async function purchaseOrderSummaries(tx: Tx, ids: string[]): Promise<PurchaseOrderSummary[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ po: purchaseOrders, s: { code: suppliers.code, name: suppliers.name } })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(inArray(purchaseOrders.id, ids));
  const byId = new Map((await summariesOf(tx, rows)).map((s) => [s.id, s]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}

/** The PO row (optionally locked for the rest of the transaction), or 404. */
export async function loadPurchaseOrder(tx: Tx, id: string, opts: { lock?: boolean } = {}): Promise<PoRow> {
  const query = tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  const [po] = opts.lock ? await query.for('update') : await query;
  if (!po) throw AppError.notFound(PURCHASING_MESSAGES.notFound);
  return po;
}

const creator = alias(userProfiles, 'creator');

/** The whole PO as the detail page shows it. */
export async function purchaseOrderDetail(tx: Tx, id: string): Promise<PurchaseOrder> {
  const [head] = await tx
    .select({ po: purchaseOrders, s: suppliers, createdByName: creator.fullName })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .leftJoin(creator, eq(creator.id, purchaseOrders.createdBy))
    .where(eq(purchaseOrders.id, id));
  if (!head) throw AppError.notFound(PURCHASING_MESSAGES.notFound);
  const lines = await tx
    .select({ l: purchaseOrderLines, p: { sku: products.sku, name: products.name, unit: products.unit } })
    .from(purchaseOrderLines)
    .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
    .where(eq(purchaseOrderLines.purchaseOrderId, id))
    .orderBy(asc(products.name), asc(purchaseOrderLines.id));
  const receipts = await tx
    .select({ r: purchaseOrderReceipts, productName: products.name, by: userProfiles.fullName })
    .from(purchaseOrderReceipts)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseOrderReceipts.lineId))
    .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
    .leftJoin(userProfiles, eq(userProfiles.id, purchaseOrderReceipts.receivedBy))
    .where(eq(purchaseOrderReceipts.purchaseOrderId, id))
    .orderBy(desc(purchaseOrderReceipts.receivedAt), desc(purchaseOrderReceipts.id));
  const history = await tx
    .select({ h: purchaseOrderStatusHistory, by: userProfiles.fullName })
    .from(purchaseOrderStatusHistory)
    .leftJoin(userProfiles, eq(userProfiles.id, purchaseOrderStatusHistory.actorId))
    .where(eq(purchaseOrderStatusHistory.purchaseOrderId, id))
    .orderBy(asc(purchaseOrderStatusHistory.createdAt), asc(purchaseOrderStatusHistory.id));
  const { po, s } = head;
  const units = lines.reduce((a, { l }) => ({ ordered: a.ordered + l.quantityOrdered, received: a.received + l.quantityReceived }), {
    ordered: 0,
    received: 0,
  });
  return {
    ...summaryOf(po, s, { lineCount: lines.length, ...units }),
    notes: po.notes,
    supplier: {
      id: s.id,
      code: s.code,
      name: s.name,
      status: s.status,
      contactName: s.contactName,
      contactEmail: s.contactEmail,
      contactPhone: s.contactPhone,
      address: s.address,
      minimumOrderCentavos: s.minimumOrderCentavos,
      leadTimeDays: s.leadTimeDays,
    },
    lines: lines.map(({ l, p }) => ({
      id: l.id,
      productId: l.productId,
      productSku: p.sku,
      productName: p.name,
      productUnit: p.unit,
      supplierSku: l.supplierSku,
      quantityOrdered: l.quantityOrdered,
      quantityReceived: l.quantityReceived,
      unitCostCentavos: l.unitCostCentavos,
      lineTotalCentavos: l.quantityOrdered * l.unitCostCentavos,
    })),
    receipts: receipts.map(({ r, productName, by }) => ({
      id: r.id,
      lineId: r.lineId,
      productName,
      quantity: r.quantity,
      amountCentavos: r.amountCentavos,
      note: r.note,
      receivedByName: by,
      receivedAt: r.receivedAt.toISOString(),
    })),
    history: history.map(({ h, by }) => ({
      fromStatus: h.fromStatus as PurchaseOrderStatus | null,
      toStatus: h.toStatus as PurchaseOrderStatus,
      note: h.note,
      actorName: by,
      createdAt: h.createdAt.toISOString(),
    })),
    acknowledgedAt: iso(po.acknowledgedAt),
    cancelledAt: iso(po.cancelledAt),
    cancelReason: po.cancelReason,
    emailedAt: iso(po.emailedAt),
    createdByName: head.createdByName,
  };
}

/** What the PO's PDF shows (the order as sent: no status, no receipts). */
export function pdfDataOf(po: PurchaseOrder): PurchaseOrderPdfData {
  const s = po.supplier;
  return {
    poNumber: po.poNumber,
    submittedOn: po.submittedAt ? toManilaYmd(po.submittedAt) : null,
    expectedDate: po.expectedDate,
    notes: po.notes,
    supplier: {
      name: s.name,
      code: s.code,
      contactName: s.contactName,
      contactEmail: s.contactEmail,
      contactPhone: s.contactPhone,
      address: s.address,
    },
    lines: po.lines.map((l) => ({
      productName: l.productName,
      productSku: l.productSku,
      supplierSku: l.supplierSku,
      unit: l.productUnit,
      quantity: l.quantityOrdered,
      unitCostCentavos: l.unitCostCentavos,
      lineTotalCentavos: l.lineTotalCentavos,
    })),
    totalCentavos: po.totalCentavos,
  };
}

/** Whether any goods were received on the PO. */
export async function hasReceipts(tx: Tx, id: string): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await tx.execute(sql`select 1 as one from purchase_order_receipts where purchase_order_id = ${id} limit 1`),
  );
  return rows.length > 0;
}
