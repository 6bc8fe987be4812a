import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { purchaseOrderLines, purchaseOrderStatusHistory, purchaseOrders, suppliers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import type { Storage } from '../../lib/storage';
import { createPdfStore } from '../../lib/pdf/pdf-store';
import type { StockLedger } from '../inventory/stock-ledger';
import type { EmailOutbox } from '../notifications/email-outbox';
import { formatPeso } from '../../../shared/money';
import { addCalendarDays, formatCalendarDate, manilaToday } from '../../../shared/time';
import { SUPPLIER_MESSAGES } from '../../../shared/suppliers.contracts';
import {
  PURCHASE_ORDER_TRANSITIONS,
  PURCHASING_MESSAGES,
  type PurchaseOrder,
  type PurchaseOrderStatus,
  type PurchaseOrderSummary,
} from '../../../shared/purchasing.contracts';
import { resolveLines, totalOf, type LineInput, type ResolvedLine } from './purchase-order-lines';
import {
  listPurchaseOrders,
  loadPurchaseOrder,
  pdfDataOf,
  purchaseOrderDetail,
  purchaseOrderSummaries,
  hasReceipts,
  type PurchaseOrderQueryData,
} from './purchase-order-read';
import { BUYER, PURCHASE_ORDER_PDF_LAYOUT, renderPurchaseOrderPdf, type PurchaseOrderPdfData } from './purchase-order-pdf';
import { priorReceipt, receiveGoods, type ReceiveData } from './receiving';
import { checkIdempotencyKey, requestFingerprint } from '../../lib/idempotency';
import { lowStockProposal } from './low-stock-proposal';
import { refreshSupplierScores } from './supplier-scores';

export interface PurchaseOrderData {
  supplierId: string;
  expectedDate?: string | null;
  notes?: string | null;
  lines: LineInput[];
}
export type PurchaseOrderChanges = Partial<Omit<PurchaseOrderData, 'supplierId'>>;

type Who = { actor: Actor };

/** The 409 of a move the state machine does not allow. */
function assertTransition(from: PurchaseOrderStatus, to: PurchaseOrderStatus) {
  if (!PURCHASE_ORDER_TRANSITIONS[from].includes(to)) throw AppError.conflict(PURCHASING_MESSAGES.transition(from, to));
}

function assertExpectedDate(expectedDate: string | null | undefined) {
  if (expectedDate && expectedDate < manilaToday()) {
    throw AppError.validation(PURCHASING_MESSAGES.expectedInPast, { fieldErrors: { expectedDate: [PURCHASING_MESSAGES.expectedInPast] } });
  }
}

async function recordStatus(
  tx: Tx,
  id: string,
  from: PurchaseOrderStatus | null,
  to: PurchaseOrderStatus,
  actor: Actor,
  note?: string | null,
) {
  await tx
    .insert(purchaseOrderStatusHistory)
    .values({ purchaseOrderId: id, fromStatus: from, toStatus: to, note: note ?? null, actorId: actor.userId });
}

async function insertLines(tx: Tx, id: string, lines: readonly ResolvedLine[]) {
  await tx.insert(purchaseOrderLines).values(lines.map((l) => ({ purchaseOrderId: id, ...l })));
}

/** Purchase orders to suppliers: drafts, the state machine, receiving, the PDF and its e-mail, drafts from low stock. */
export function createPurchaseOrdersService(deps: { db: Db; storage: Storage; ledger: StockLedger; emailOutbox: EmailOutbox }) {
  const pdfStore = createPdfStore<PurchaseOrderPdfData>(deps.storage, {
    folder: 'purchase-orders',
    layout: PURCHASE_ORDER_PDF_LAYOUT,
    render: renderPurchaseOrderPdf,
  });

  async function supplierFor(tx: Tx, supplierId: string) {
    const [s] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId));
    if (!s) throw AppError.notFound(SUPPLIER_MESSAGES.notFound);
    if (s.status !== 'active') throw AppError.conflict(PURCHASING_MESSAGES.supplierNotActive);
    return s;
  }

  /** Inserts a draft with already checked lines; PO-YYYYMMDD-NNNNNN from the Manila date and the sequence. */
  async function insertDraft(
    tx: Tx,
    actor: Actor,
    d: { supplierId: string; expectedDate: string | null; notes: string | null; lines: ResolvedLine[] },
  ) {
    const [{ day, n }] = rowsOf<{ day: string; n: string }>(
      await tx.execute(
        sql`select to_char(now() at time zone 'Asia/Manila', 'YYYYMMDD') as day, nextval('purchase_order_number_seq')::text as n`,
      ),
    );
    const [po] = await tx
      .insert(purchaseOrders)
      .values({
        poNumber: `PO-${day}-${n.padStart(6, '0')}`,
        supplierId: d.supplierId,
        expectedDate: d.expectedDate,
        notes: d.notes,
        totalCentavos: totalOf(d.lines),
        createdBy: actor.userId,
      })
      .returning({ id: purchaseOrders.id });
    await insertLines(tx, po.id, d.lines);
    await recordStatus(tx, po.id, null, 'draft', actor);
    return po.id;
  }

  /** Renders (or reuses) the stored PDF and queues it to the supplier's contact; false when there is no contact e-mail. */
  async function mailPdf(tx: Tx, po: PurchaseOrder): Promise<boolean> {
    const to = po.supplier.contactEmail;
    if (!to) return false;
    const key = await pdfStore.ensure(po.id, pdfDataOf(po));
    await deps.emailOutbox.queue(tx, {
      to,
      subject: `Purchase order ${po.poNumber} from ${BUYER.name}`,
      body: [
        `Dear ${po.supplier.contactName ?? po.supplier.name},`,
        '',
        `Please find attached our purchase order ${po.poNumber} for ${formatPeso(po.totalCentavos)}` +
          (po.expectedDate ? `, expected by ${formatCalendarDate(po.expectedDate)}.` : '.'),
        'Kindly acknowledge receipt of this order.',
        '',
        BUYER.name,
      ].join('\n'),
      attachment: { key, name: `${po.poNumber}.pdf`, contentType: 'application/pdf' },
    });
    // emailed_at may change at any status (a partially received PO too), which the franchisor's policy does not cover.
    await asOwner(tx, () => tx.update(purchaseOrders).set({ emailedAt: new Date() }).where(eq(purchaseOrders.id, po.id)));
    return true;
  }

  /** Moves a locked PO to `to` with its timestamp column, after the state machine allows it. */
  async function move(
    tx: Tx,
    actor: Actor,
    id: string,
    to: PurchaseOrderStatus,
    set: Partial<typeof purchaseOrders.$inferInsert>,
    note?: string,
  ) {
    const po = await loadPurchaseOrder(tx, id, { lock: true });
    assertTransition(po.status, to);
    await tx
      .update(purchaseOrders)
      .set({ ...set, status: to, updatedAt: new Date() })
      .where(eq(purchaseOrders.id, id));
    await recordStatus(tx, id, po.status, to, actor, note);
    return po;
  }

  return {
    list: (actor: Actor, q: PurchaseOrderQueryData) => withRls(deps.db, actor, (tx) => listPurchaseOrders(tx, q)),

    get: (actor: Actor, id: string) => withRls(deps.db, actor, (tx) => purchaseOrderDetail(tx, id)),

    async create({ actor }: Who, data: PurchaseOrderData): Promise<PurchaseOrder> {
      return withRls(deps.db, actor, async (tx) => {
        await supplierFor(tx, data.supplierId);
        assertExpectedDate(data.expectedDate);
        const lines = await resolveLines(tx, data.supplierId, data.lines);
        const id = await insertDraft(tx, actor, {
          supplierId: data.supplierId,
          expectedDate: data.expectedDate ?? null,
          notes: data.notes ?? null,
          lines,
        });
        return purchaseOrderDetail(tx, id);
      });
    },

    async update({ actor }: Who, id: string, changes: PurchaseOrderChanges): Promise<PurchaseOrder> {
      return withRls(deps.db, actor, async (tx) => {
        const po = await loadPurchaseOrder(tx, id, { lock: true });
        if (po.status !== 'draft') throw AppError.conflict(PURCHASING_MESSAGES.notDraft);
        if (changes.expectedDate !== undefined) assertExpectedDate(changes.expectedDate);
        const set: Partial<typeof purchaseOrders.$inferInsert> = { updatedAt: new Date() };
        if (changes.expectedDate !== undefined) set.expectedDate = changes.expectedDate;
        if (changes.notes !== undefined) set.notes = changes.notes;
        if (changes.lines) {
          const lines = await resolveLines(tx, po.supplierId, changes.lines);
          await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, id));
          await insertLines(tx, id, lines);
          set.totalCentavos = totalOf(lines);
        }
        await tx.update(purchaseOrders).set(set).where(eq(purchaseOrders.id, id));
        return purchaseOrderDetail(tx, id);
      });
    },

    /** Draft → submitted: checks the supplier's minimum order, defaults the expected date, renders and e-mails the PDF. */
    async submit({ actor }: Who, id: string): Promise<PurchaseOrder> {
      return withRls(deps.db, actor, async (tx) => {
        const po = await loadPurchaseOrder(tx, id, { lock: true });
        assertTransition(po.status, 'submitted');
        const supplier = await supplierFor(tx, po.supplierId);
        if (po.totalCentavos < supplier.minimumOrderCentavos) {
          throw AppError.validation(PURCHASING_MESSAGES.belowMinimumOrder(formatPeso(supplier.minimumOrderCentavos)));
        }
        const expectedDate = po.expectedDate ?? addCalendarDays(manilaToday(), supplier.leadTimeDays);
        await move(tx, actor, id, 'submitted', { submittedAt: new Date(), expectedDate });
        await mailPdf(tx, await purchaseOrderDetail(tx, id));
        return purchaseOrderDetail(tx, id);
      });
    },

    async acknowledge({ actor }: Who, id: string): Promise<PurchaseOrder> {
      return withRls(deps.db, actor, async (tx) => {
        await move(tx, actor, id, 'acknowledged', { acknowledgedAt: new Date() });
        return purchaseOrderDetail(tx, id);
      });
    },

    async cancel({ actor }: Who, id: string, reason: string): Promise<PurchaseOrder> {
      return withRls(deps.db, actor, async (tx) => {
        const po = await loadPurchaseOrder(tx, id, { lock: true });
        if (po.status === 'partially_received' || po.status === 'received' || (po.status !== 'cancelled' && (await hasReceipts(tx, id)))) {
          throw AppError.conflict(PURCHASING_MESSAGES.cancelAfterReceipt);
        }
        await move(tx, actor, id, 'cancelled', { cancelledAt: new Date(), cancelReason: reason }, reason);
        await refreshSupplierScores(tx, po.supplierId);
        return purchaseOrderDetail(tx, id);
      });
    },

    /** Receives goods; the same Idempotency-Key and body from the same person receive once and answer the PO again. */
    async receive({ actor }: Who, id: string, data: ReceiveData, key?: string): Promise<PurchaseOrder> {
      checkIdempotencyKey(key);
      const fingerprint = requestFingerprint({ purchaseOrderId: id, lines: data.lines, note: data.note ?? null });
      return withRls(deps.db, actor, async (tx) => {
        const replay = key ? await priorReceipt(tx, actor, key, fingerprint) : false;
        if (!replay) await receiveGoods(tx, deps.ledger, actor, id, data, key ? { key, fingerprint } : undefined);
        return purchaseOrderDetail(tx, id);
      });
    },

    /** The stored PDF (rendered when the PO changed); the permission check is the caller's guard plus RLS here. */
    async pdf(actor: Actor, id: string): Promise<{ filename: string; body: Readable | Buffer }> {
      const po = await withRls(deps.db, actor, (tx) => purchaseOrderDetail(tx, id));
      if (po.status === 'draft') throw AppError.conflict(PURCHASING_MESSAGES.noPdfForDraft);
      return { filename: `${po.poNumber}.pdf`, body: await pdfStore.open(po.id, pdfDataOf(po)) };
    },

    /** Queues the PDF to the supplier's contact e-mail again. */
    async email({ actor }: Who, id: string): Promise<{ queued: boolean; to: string | null }> {
      return withRls(deps.db, actor, async (tx) => {
        const po = await purchaseOrderDetail(tx, id);
        if (po.status === 'draft') throw AppError.conflict(PURCHASING_MESSAGES.noPdfForDraft);
        if (!po.supplier.contactEmail) throw AppError.validation(PURCHASING_MESSAGES.noContactEmail);
        await mailPdf(tx, po);
        return { queued: true, to: po.supplier.contactEmail };
      });
    },

    lowStockProposal: (actor: Actor) => withRls(deps.db, actor, (tx) => lowStockProposal(tx)),

    /** One draft per supplier of the current proposal (only the chosen suppliers when given). */
    async fromLowStock({ actor }: Who, supplierIds?: string[]): Promise<PurchaseOrderSummary[]> {
      return withRls(deps.db, actor, async (tx) => {
        const { groups } = await lowStockProposal(tx);
        const chosen = supplierIds ? groups.filter((g) => supplierIds.includes(g.supplierId)) : groups;
        if (chosen.length === 0) throw AppError.validation(PURCHASING_MESSAGES.nothingLow);
        const ids: string[] = [];
        for (const g of chosen) {
          const lines = await resolveLines(
            tx,
            g.supplierId,
            g.lines.map((l) => ({ productId: l.productId, quantity: l.suggestedQuantity })),
          );
          ids.push(await insertDraft(tx, actor, { supplierId: g.supplierId, expectedDate: null, notes: null, lines }));
        }
        return purchaseOrderSummaries(tx, ids);
      });
    },
  };
}
export type PurchaseOrdersService = ReturnType<typeof createPurchaseOrdersService>;
