import { inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { products } from '../../db/schema';
import type { Tx } from '../../lib/rls';
import type { SalesDayItem, SalesDayItems } from '../../../shared/sales.contracts';

/** More items than anyone reads on one screen; the rest are counted, not sent. */
export const SALES_DAY_ITEMS_SHOWN = 1_000;

type StoredItem = { sku: string; quantity: number; netCentavos: number };
type Day = { locationId: string; salesDate: string; posItems: unknown };

/**
 * What a day sold, by item, for a day the caller may already see (`tx` is the caller's RLS transaction). A Z-report's
 * own list wins; a day summed from receipts is itemised from their lines (by SKU, or by name for a line without one).
 * Largest sellers first.
 */
export async function salesDayItems(tx: Tx, day: Day): Promise<SalesDayItems> {
  if (Array.isArray(day.posItems) && day.posItems.length) {
    const stored = day.posItems as StoredItem[];
    const skus = [...new Set(stored.map((i) => i.sku))];
    const named = skus.length
      ? await tx.select({ sku: products.sku, name: products.name }).from(products).where(inArray(products.sku, skus))
      : [];
    const nameOf = new Map(named.map((p) => [p.sku, p.name]));
    const items: SalesDayItem[] = stored
      .map((i) => ({ sku: i.sku, name: nameOf.get(i.sku) ?? null, quantity: i.quantity, netCentavos: i.netCentavos }))
      .sort(byNetThenSku);
    return {
      source: 'z-report',
      receipts: 0,
      items: items.slice(0, SALES_DAY_ITEMS_SHOWN),
      omitted: Math.max(0, items.length - SALES_DAY_ITEMS_SHOWN),
    };
  }
  const [counted] = rowsOf<{ receipts: number; items: number }>(
    await tx.execute(sql`
      select count(distinct r.pos_receipt_id)::int as receipts,
        count(distinct coalesce('s:' || (l->>'sku'), 'n:' || (l->>'name')))::int as items
      from pos_receipts r left join lateral jsonb_array_elements(r.lines) l on true
      where r.location_id = ${day.locationId}::uuid and r.sales_date = ${day.salesDate}::date`),
  );
  const receipts = Number(counted?.receipts ?? 0);
  const distinct = Number(counted?.items ?? 0);
  if (!distinct) return { source: 'none', receipts, items: [], omitted: 0 };
  const lines = rowsOf<{ sku: string | null; name: string | null; quantity: number; net: string | number }>(
    await tx.execute(sql`
      select min(l->>'sku') as sku, coalesce(min(p.name), min(l->>'name')) as name,
        sum((l->>'quantity')::int)::int as quantity, sum((l->>'netCentavos')::bigint) as net
      from pos_receipts r cross join lateral jsonb_array_elements(r.lines) l
        left join products p on p.sku = l->>'sku'
      where r.location_id = ${day.locationId}::uuid and r.sales_date = ${day.salesDate}::date
      group by coalesce('s:' || (l->>'sku'), 'n:' || (l->>'name'))
      order by net desc, sku nulls last, name
      limit ${SALES_DAY_ITEMS_SHOWN}`),
  );
  return {
    source: 'receipts',
    receipts,
    items: lines.map((l) => ({ sku: l.sku, name: l.name, quantity: Number(l.quantity), netCentavos: Number(l.net) })),
    omitted: Math.max(0, distinct - lines.length),
  };
}

function byNetThenSku(a: SalesDayItem, b: SalesDayItem) {
  return b.netCentavos - a.netCentavos || (a.sku ?? '').localeCompare(b.sku ?? '');
}
