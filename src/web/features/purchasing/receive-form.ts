import type { PurchaseOrder, PurchaseOrderLine, ReceiveInput } from '../../../shared/purchasing.contracts';

/**
 * "Receive goods": one row per line that still has something to come, prefilled with all of it. Every row is sent
 * (0 allowed), in the order shown, so a server error on `lines.1.quantity` lands on the second row.
 */
export interface ReceiveLineValues {
  lineId: string;
  productName: string;
  remaining: number;
  quantity: string;
}

export interface ReceiveFormValues {
  lines: ReceiveLineValues[];
  note: string;
}

export const remainingOf = (l: Pick<PurchaseOrderLine, 'quantityOrdered' | 'quantityReceived'>) =>
  Math.max(0, l.quantityOrdered - l.quantityReceived);

export function receiveFormDefaults(po: Pick<PurchaseOrder, 'lines'>): ReceiveFormValues {
  return {
    lines: po.lines
      .filter((l) => remainingOf(l) > 0)
      .map((l) => ({ lineId: l.id, productName: l.productName, remaining: remainingOf(l), quantity: String(remainingOf(l)) })),
    note: '',
  };
}

export function receiveFormToInput(v: ReceiveFormValues): ReceiveInput {
  return { lines: v.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity.trim() || '0' })), note: v.note };
}

/** A row asking for more than is left (the server refuses it with the same words). */
export function overReceipt(line: Pick<ReceiveLineValues, 'quantity' | 'remaining'>): boolean {
  const n = Number(line.quantity.trim());
  return Number.isFinite(n) && n > line.remaining;
}

/** Units the dialog would receive now, for its button and summary. */
export function unitsToReceive(lines: readonly Pick<ReceiveLineValues, 'quantity'>[]): number {
  return lines.reduce((sum, l) => {
    const n = Number(l.quantity.trim());
    return sum + (Number.isInteger(n) && n > 0 ? n : 0);
  }, 0);
}

/** Received ÷ ordered as "40%". */
export function receivedPercent(ratio: number): string {
  return `${Math.floor(Math.max(0, Math.min(1, ratio)) * 100)}%`;
}
