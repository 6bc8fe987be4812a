import type { LocationStockRow } from '../../../shared/inventory.contracts';

/**
 * Location stock as the franchisee's reorder view and head office's Locations tab show it: what
 * needs reordering comes first, so it is seen without scrolling through healthy stock.
 */

/** At or below the reorder point (the server's `low` says the same; either one is enough). */
export function needsReorder(row: Pick<LocationStockRow, 'low' | 'quantity' | 'reorderPoint'>): boolean {
  return row.low || row.quantity <= row.reorderPoint;
}

const byName = (a: LocationStockRow, b: LocationStockRow) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.sku.localeCompare(b.sku, 'en');

/** Rows needing a reorder first, each group by product name (then SKU); the input is left as is. */
export function sortLowFirst(rows: readonly LocationStockRow[]): LocationStockRow[] {
  return [...rows].sort((a, b) => Number(needsReorder(b)) - Number(needsReorder(a)) || byName(a, b));
}

/** What "Add suggested to cart" would add: orderable rows with a suggested quantity. */
export function suggestedRows(rows: readonly LocationStockRow[]): LocationStockRow[] {
  return rows.filter((r) => r.orderable && r.suggestedQuantity > 0);
}

export interface LocationGroup {
  locationId: string;
  locationName: string;
  rows: LocationStockRow[];
  lowCount: number;
}

/** One group per location, locations by name, rows low-first within each. */
export function groupByLocation(rows: readonly LocationStockRow[]): LocationGroup[] {
  const groups = new Map<string, { locationName: string; rows: LocationStockRow[] }>();
  for (const row of rows) {
    const group = groups.get(row.locationId);
    if (group) group.rows.push(row);
    else groups.set(row.locationId, { locationName: row.locationName, rows: [row] });
  }
  return [...groups.entries()]
    .map(([locationId, g]) => ({
      locationId,
      locationName: g.locationName,
      rows: sortLowFirst(g.rows),
      lowCount: g.rows.filter(needsReorder).length,
    }))
    .sort(
      (a, b) => a.locationName.localeCompare(b.locationName, 'en', { sensitivity: 'base' }) || a.locationId.localeCompare(b.locationId),
    );
}
