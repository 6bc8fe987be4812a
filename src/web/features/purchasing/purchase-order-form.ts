import type { PurchaseOrder, PurchaseOrderInput } from '../../../shared/purchasing.contracts';
import type { SupplierProduct } from '../../../shared/suppliers.contracts';

/**
 * The purchase-order form (new PO and "Edit lines" of a draft). One row per line, in the order sent, so a server
 * error on `lines.2.quantity` lands on the third row. `unitCostPesos` keeps the contract's field name (so its
 * errors land on the field) but holds centavos, as the kit's MoneyField does; `toInput` turns it into pesos.
 */
export interface PurchaseOrderLineValues {
  productId: string;
  /** Shown with the row: the product as the supplier sells it. */
  productName: string;
  productSku: string;
  supplierSku: string;
  minOrderQty: number;
  casePack: number;
  quantity: string;
  /** Centavos; null when blank (the server then takes the supplier product's current cost). */
  unitCostPesos: number | null;
}

export interface PurchaseOrderFormValues {
  supplierId: string;
  /** YYYY-MM-DD or '' for none. */
  expectedDate: string;
  notes: string;
  lines: PurchaseOrderLineValues[];
}

export const PO_FORM_LABELS = { supplierId: 'supplier', expectedDate: 'expected date', notes: 'notes', lines: 'lines' };

export function emptyPurchaseOrderForm(supplierId = ''): PurchaseOrderFormValues {
  return { supplierId, expectedDate: '', notes: '', lines: [] };
}

/** A new line for a supplier product: its minimum order quantity and its current cost, both editable. */
export function lineFromSupplierProduct(sp: SupplierProduct): PurchaseOrderLineValues {
  return {
    productId: sp.productId,
    productName: sp.productName,
    productSku: sp.productSku,
    supplierSku: sp.supplierSku,
    minOrderQty: sp.minOrderQty,
    casePack: sp.casePack,
    quantity: String(Math.max(1, sp.minOrderQty)),
    unitCostPesos: sp.unitCostCentavos,
  };
}

/** A draft's lines as form rows; the minimums come from the supplier's products when they are known. */
export function formFromPurchaseOrder(po: PurchaseOrder, products: readonly SupplierProduct[] = []): PurchaseOrderFormValues {
  const byProduct = new Map(products.map((p) => [p.productId, p]));
  return {
    supplierId: po.supplierId,
    expectedDate: po.expectedDate ?? '',
    notes: po.notes ?? '',
    lines: po.lines.map((l) => ({
      productId: l.productId,
      productName: l.productName,
      productSku: l.productSku,
      supplierSku: l.supplierSku,
      minOrderQty: byProduct.get(l.productId)?.minOrderQty ?? 1,
      casePack: byProduct.get(l.productId)?.casePack ?? 1,
      quantity: String(l.quantityOrdered),
      unitCostPesos: l.unitCostCentavos,
    })),
  };
}

/** The contract's input: pesos from centavos, a blank date as none. */
export function purchaseOrderFormToInput(v: PurchaseOrderFormValues): PurchaseOrderInput {
  return {
    supplierId: v.supplierId,
    expectedDate: v.expectedDate || null,
    notes: v.notes,
    lines: v.lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity.trim(),
      ...(l.unitCostPesos === null ? {} : { unitCostPesos: Number.isNaN(l.unitCostPesos) ? NaN : l.unitCostPesos / 100 }),
    })),
  };
}

/** A whole quantity as typed, or 0 while it is not one. */
export function quantityOf(text: string): number {
  const n = Number(text.trim());
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** A line's total in centavos (0 while quantity or cost is not a number yet). */
export function lineTotalCentavos(line: Pick<PurchaseOrderLineValues, 'quantity' | 'unitCostPesos'>): number {
  const cost = line.unitCostPesos;
  if (cost === null || !Number.isFinite(cost)) return 0;
  return quantityOf(line.quantity) * Math.round(cost);
}

/** The live total under the lines. */
export function formTotalCentavos(lines: readonly Pick<PurchaseOrderLineValues, 'quantity' | 'unitCostPesos'>[]): number {
  return lines.reduce((sum, l) => sum + lineTotalCentavos(l), 0);
}

/** Products of the supplier not on the PO yet: what "Add product" offers. */
export function productsNotOnOrder(products: readonly SupplierProduct[], lines: readonly { productId: string }[]): SupplierProduct[] {
  const taken = new Set(lines.map((l) => l.productId));
  return products.filter((p) => !taken.has(p.productId));
}

/** A quantity under the link's minimum order quantity (the server refuses it; the row warns first). */
export function belowMinimum(line: Pick<PurchaseOrderLineValues, 'quantity' | 'minOrderQty'>): boolean {
  const q = quantityOf(line.quantity);
  return q > 0 && q < line.minOrderQty;
}
