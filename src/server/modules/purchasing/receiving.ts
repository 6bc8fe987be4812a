import { and, eq, sql } from 'drizzle-orm';
import { purchaseOrderLines, purchaseOrderReceipts, purchaseOrderStatusHistory, purchaseOrders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertSameRequest } from '../../lib/idempotency';
import { asOwner, type Actor, type Tx } from '../../lib/rls';
import type { StockLedger } from '../inventory/stock-ledger';
import { PURCHASING_MESSAGES, RECEIVABLE_STATUSES } from '../../../shared/purchasing.contracts';
import { loadPurchaseOrder } from './purchase-order-read';
import { refreshSupplierScores } from './supplier-scores';

export interface ReceiveData {
  lines: { lineId: string; quantity: number }[];
  note?: string | null;
}

/**
 * Idempotency-Key of a receipt (DESIGN 4, like checkout and payments): waits on the key, then answers whether this
 * person already received under it (the same request: a replay; another request: the 422). The key is kept on the
 * receipt's status-history row with the request's fingerprint.
 */
export async function priorReceipt(tx: Tx, actor: Actor, key: string, fingerprint: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`receipt:${actor.userId}:${key}`}))`);
  const [row] = await asOwner(tx, () =>
    tx
      .select({ fingerprint: purchaseOrderStatusHistory.idempotencyFingerprint })
      .from(purchaseOrderStatusHistory)
      .where(and(eq(purchaseOrderStatusHistory.actorId, actor.userId), eq(purchaseOrderStatusHistory.idempotencyKey, key)))
      .limit(1),
  );
  if (row) assertSameRequest(row.fingerprint, fingerprint);
  return Boolean(row);
}

/**
 * Receives goods on a PO inside the caller's (franchisor's RLS) transaction: receipts, received quantities, the
 * warehouse stock through the stock ledger (the only writer of stock), the new status and the supplier's scores.
 * The PO row is locked first, so two receipts of the same remaining quantity run one after the other and the
 * second sees what the first received (and is refused as an over-receipt).
 */
export async function receiveGoods(
  tx: Tx,
  ledger: StockLedger,
  actor: Actor,
  id: string,
  data: ReceiveData,
  idempotency?: { key: string; fingerprint: string },
): Promise<void> {
  const po = await asOwner(tx, () => loadPurchaseOrder(tx, id, { lock: true }));
  if (!RECEIVABLE_STATUSES.includes(po.status)) throw AppError.conflict(PURCHASING_MESSAGES.notReceivable);
  const lines = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, id));
  const lineOf = new Map(lines.map((l) => [l.id, l]));

  const fieldErrors: Record<string, string[]> = {};
  const wanted = new Map<string, number>();
  data.lines.forEach((l, i) => {
    const line = lineOf.get(l.lineId);
    if (!line) {
      fieldErrors[`lines.${i}.lineId`] = [PURCHASING_MESSAGES.unknownLine];
      return;
    }
    const total = (wanted.get(l.lineId) ?? 0) + l.quantity;
    const remaining = line.quantityOrdered - line.quantityReceived;
    if (total > remaining) fieldErrors[`lines.${i}.quantity`] = [PURCHASING_MESSAGES.overReceipt(remaining)];
    wanted.set(l.lineId, total);
  });
  const problems = Object.values(fieldErrors);
  if (problems.length > 0) throw AppError.validation(problems[0][0], { fieldErrors });
  const receiving = [...wanted].filter(([, qty]) => qty > 0);
  if (receiving.length === 0)
    throw AppError.validation(PURCHASING_MESSAGES.nothingToReceive, { fieldErrors: { lines: [PURCHASING_MESSAGES.nothingToReceive] } });

  await asOwner(tx, async () => {
    const now = new Date();
    for (const [lineId, qty] of receiving) {
      const line = lineOf.get(lineId)!;
      // Guarded as well as locked: never more received than ordered, whatever happens around this code.
      const [updated] = await tx
        .update(purchaseOrderLines)
        .set({ quantityReceived: sql`${purchaseOrderLines.quantityReceived} + ${qty}` })
        .where(
          and(
            eq(purchaseOrderLines.id, lineId),
            sql`${purchaseOrderLines.quantityReceived} + ${qty} <= ${purchaseOrderLines.quantityOrdered}`,
          ),
        )
        .returning({ id: purchaseOrderLines.id });
      if (!updated) throw AppError.conflict(PURCHASING_MESSAGES.overReceipt(line.quantityOrdered - line.quantityReceived));
      await tx.insert(purchaseOrderReceipts).values({
        purchaseOrderId: id,
        lineId,
        quantity: qty,
        amountCentavos: qty * line.unitCostCentavos,
        note: data.note ?? null,
        receivedBy: actor.userId,
        receivedAt: now,
      });
      const moved = await ledger.warehouse(tx, {
        productId: line.productId,
        kind: 'receipt',
        onHandDelta: qty,
        reason: `${po.poNumber} received`,
        actorId: actor.userId,
      });
      if (!moved) throw new Error(`stock ledger refused the receipt of ${po.poNumber}`);
    }
    const [{ open }] = await tx
      .select({
        open: sql<number>`count(*) filter (where ${purchaseOrderLines.quantityReceived} < ${purchaseOrderLines.quantityOrdered})::int`,
      })
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.purchaseOrderId, id));
    const status = Number(open) === 0 ? 'received' : 'partially_received';
    await tx
      .update(purchaseOrders)
      .set({ status, receivedAt: status === 'received' ? now : null, updatedAt: now })
      .where(eq(purchaseOrders.id, id));
    await tx.insert(purchaseOrderStatusHistory).values({
      purchaseOrderId: id,
      fromStatus: po.status,
      toStatus: status,
      note: data.note ?? null,
      actorId: actor.userId,
      idempotencyKey: idempotency?.key ?? null,
      idempotencyFingerprint: idempotency?.fingerprint ?? null,
    });
    await refreshSupplierScores(tx, po.supplierId);
  });
}
