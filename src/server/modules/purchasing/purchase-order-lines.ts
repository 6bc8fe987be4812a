import { and, eq, inArray } from 'drizzle-orm';
import { supplierProducts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../lib/rls';
import { PURCHASING_MESSAGES } from '../../../shared/purchasing.contracts';
import { pesosToCentavos } from '../../../shared/money';
import { MAX_CENTAVOS, MAX_PESOS_TEXT, tooBigMessage } from '../../../shared/http';

export interface LineInput {
  productId: string;
  quantity: number;
  unitCostPesos?: number;
}

/** A line ready to insert: checked against the supplier's link for its product. */
export interface ResolvedLine {
  productId: string;
  supplierProductId: string;
  supplierSku: string;
  quantityOrdered: number;
  unitCostCentavos: number;
}

/**
 * Checks a PO's lines against the supplier's products: each product linked to the supplier, once, at or above the
 * link's minimum order quantity; the unit cost defaults to the link's cost and the supplier SKU is copied. All
 * problems are reported at once, on `lines.<i>.<field>`.
 */
export async function resolveLines(tx: Tx, supplierId: string, lines: readonly LineInput[]): Promise<ResolvedLine[]> {
  const links = await tx
    .select()
    .from(supplierProducts)
    .where(
      and(
        eq(supplierProducts.supplierId, supplierId),
        inArray(
          supplierProducts.productId,
          lines.map((l) => l.productId),
        ),
      ),
    );
  const linkOf = new Map(links.map((l) => [l.productId, l]));
  const fieldErrors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const resolved: ResolvedLine[] = [];
  lines.forEach((line, i) => {
    const link = linkOf.get(line.productId);
    if (seen.has(line.productId)) fieldErrors[`lines.${i}.productId`] = [PURCHASING_MESSAGES.duplicateLine];
    else if (!link) fieldErrors[`lines.${i}.productId`] = [PURCHASING_MESSAGES.notSuppliedBy];
    else if (line.quantity < link.minOrderQty) fieldErrors[`lines.${i}.quantity`] = [PURCHASING_MESSAGES.belowMinimumQty(link.minOrderQty)];
    seen.add(line.productId);
    if (!link) return;
    resolved.push({
      productId: line.productId,
      supplierProductId: link.id,
      supplierSku: link.supplierSku,
      quantityOrdered: line.quantity,
      unitCostCentavos: line.unitCostPesos === undefined ? link.unitCostCentavos : pesosToCentavos(line.unitCostPesos),
    });
  });
  // The total is stored as int4 centavos: the money limit of every amount keeps it there.
  if (Object.keys(fieldErrors).length === 0 && totalOf(resolved) > MAX_CENTAVOS)
    fieldErrors.lines = [tooBigMessage(MAX_PESOS_TEXT, 'The order total')];
  const messages = Object.values(fieldErrors);
  if (messages.length > 0) throw AppError.validation(messages[0][0], { fieldErrors });
  return resolved;
}

export const totalOf = (lines: readonly ResolvedLine[]) => lines.reduce((sum, l) => sum + l.quantityOrdered * l.unitCostCentavos, 0);
