import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../lib/rls';
import type { LowStockProposal } from '../../../shared/purchasing.contracts';

interface Row {
  product_id: string;
  sku: string;
  name: string;
  unit: string;
  available: number;
  reorder_level: number;
  supplier_id: string | null;
  supplier_code: string | null;
  supplier_name: string | null;
  lead_time_days: number | null;
  supplier_sku: string | null;
  unit_cost_centavos: number | null;
  min_order_qty: number | null;
  case_pack: number | null;
}

/** Enough to bring available stock to twice the reorder level (at least 1 and the minimum order), in whole cases. */
export function suggestedQuantity(p: { available: number; reorderLevel: number; minOrderQty: number; casePack: number }): number {
  const wanted = Math.max(p.minOrderQty, p.reorderLevel * 2 - p.available, 1);
  return Math.ceil(wanted / p.casePack) * p.casePack;
}

/**
 * Active warehouse products at or below their reorder level (available = on hand − reserved), each with the supplier
 * to buy it from: its preferred link among active suppliers, else the lowest priority number, then the lowest cost.
 * Grouped per supplier (by name); products no active supplier supplies are listed apart.
 */
export async function lowStockProposal(tx: Tx): Promise<LowStockProposal> {
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      select p.id as product_id, p.sku, p.name, p.unit,
             (ws.on_hand - ws.reserved)::int as available, ws.reorder_level,
             c.supplier_id, c.supplier_code, c.supplier_name, c.lead_time_days, c.supplier_sku,
             c.unit_cost_centavos, c.min_order_qty, c.case_pack
        from warehouse_stock ws
        join products p on p.id = ws.product_id and p.active
        left join lateral (
          select sp.supplier_id, s.code as supplier_code, s.name as supplier_name, s.lead_time_days, sp.supplier_sku,
                 sp.unit_cost_centavos, sp.min_order_qty, sp.case_pack
            from supplier_products sp
            join suppliers s on s.id = sp.supplier_id and s.status = 'active'
           where sp.product_id = p.id
           order by sp.is_preferred desc, sp.priority asc, sp.unit_cost_centavos asc, s.name asc, sp.id asc
           limit 1) c on true
       where ws.on_hand - ws.reserved <= ws.reorder_level
       order by c.supplier_name asc nulls last, c.supplier_id, p.name asc, p.id`),
  );
  const groups = new Map<string, LowStockProposal['groups'][number]>();
  const unsupplied: LowStockProposal['unsupplied'] = [];
  for (const r of rows) {
    const available = Number(r.available);
    if (!r.supplier_id) {
      unsupplied.push({ productId: r.product_id, productSku: r.sku, productName: r.name, available });
      continue;
    }
    let group = groups.get(r.supplier_id);
    if (!group) {
      group = {
        supplierId: r.supplier_id,
        supplierCode: r.supplier_code!,
        supplierName: r.supplier_name!,
        leadTimeDays: Number(r.lead_time_days),
        lines: [],
        totalCentavos: 0,
      };
      groups.set(r.supplier_id, group);
    }
    const line = {
      productId: r.product_id,
      productSku: r.sku,
      productName: r.name,
      productUnit: r.unit,
      available,
      reorderLevel: Number(r.reorder_level),
      suggestedQuantity: suggestedQuantity({
        available,
        reorderLevel: Number(r.reorder_level),
        minOrderQty: Number(r.min_order_qty),
        casePack: Number(r.case_pack),
      }),
      unitCostCentavos: Number(r.unit_cost_centavos),
      supplierSku: r.supplier_sku!,
      casePack: Number(r.case_pack),
      minOrderQty: Number(r.min_order_qty),
    };
    group.lines.push(line);
    group.totalCentavos += line.suggestedQuantity * line.unitCostCentavos;
  }
  return { groups: [...groups.values()], unsupplied };
}
