import type { LocationStockRow } from '../../../../shared/inventory.contracts';
import { cn } from '../../../lib/cn';
import { groupByLocation, needsReorder, type LocationGroup } from '../location-stock';
import { formatCount } from '../movement-format';
import { TABLE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { LowBadge } from './stock-badges';

/**
 * Head office's view of location stock: one location, or every location grouped under a heading
 * row (locations by name, rows needing a reorder first within each).
 */
export function LocationStockTable({ rows, emptyText }: { rows: readonly LocationStockRow[]; emptyText: string }) {
  const wide = useMediaQuery(TABLE_QUERY);
  const groups = groupByLocation(rows);
  if (groups.length === 0) {
    return <p className="rounded-xl border border-dashed border-input bg-card px-6 py-10 text-center text-muted-foreground">{emptyText}</p>;
  }
  return wide ? <Table groups={groups} /> : <Cards groups={groups} />;
}

function Table({ groups }: { groups: LocationGroup[] }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Location stock</caption>
        <thead className="border-b border-border bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Location
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              SKU
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Product
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Quantity
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Reorder point
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Max level
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Status</span>
            </th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody
            key={group.locationId}
            className="divide-y divide-border border-b border-border last:border-b-0"
            data-testid="location-group"
          >
            {groups.length > 1 ? (
              <tr className="bg-muted/40">
                <th scope="colgroup" colSpan={7} className="px-3 py-2 text-left font-semibold">
                  {group.locationName}
                  <span className="ml-2 text-xs font-normal text-muted-foreground">{groupNote(group)}</span>
                </th>
              </tr>
            ) : null}
            {group.rows.map((row) => {
              const low = needsReorder(row);
              return (
                <tr key={`${row.locationId}:${row.productId}`} className={cn(low && 'bg-amber-50/70')} data-testid="location-stock-row">
                  <td className="px-3 py-2">{row.locationName}</td>
                  <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{row.sku}</td>
                  <td className="px-3 py-2 font-medium">{row.name}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {formatCount(row.quantity)} <span className="text-xs text-muted-foreground">{row.unit}</span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.reorderPoint)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.maxLevel)}</td>
                  <td className="px-3 py-2">{low ? <LowBadge /> : null}</td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function groupNote(group: LocationGroup): string {
  const products = `${group.rows.length} ${group.rows.length === 1 ? 'product' : 'products'}`;
  return group.lowCount > 0 ? `${products} · ${group.lowCount} low` : products;
}

/** A phone gets one section per location with a compact line per product. */
function Cards({ groups }: { groups: LocationGroup[] }) {
  return (
    <div className="grid grid-cols-1 gap-4">
      {groups.map((group) => (
        <section key={group.locationId} aria-label={group.locationName} className="grid grid-cols-1 gap-2" data-testid="location-group">
          <h3 className="font-semibold">
            {group.locationName} <span className="text-xs font-normal text-muted-foreground">{groupNote(group)}</span>
          </h3>
          <ul className="divide-y divide-border rounded-xl border border-border bg-card">
            {group.rows.map((row) => {
              const low = needsReorder(row);
              return (
                <li key={row.productId} className={cn('grid gap-1 p-3 text-sm', low && 'bg-amber-50')} data-testid="location-stock-row">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium">{row.name}</span>
                    {low ? <LowBadge /> : null}
                    <span className="w-full font-mono text-xs text-muted-foreground">{row.sku}</span>
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Quantity <span className="font-medium text-foreground tabular-nums">{formatCount(row.quantity)}</span> {row.unit} ·
                    reorder point <span className="tabular-nums">{formatCount(row.reorderPoint)}</span> · max{' '}
                    <span className="tabular-nums">{formatCount(row.maxLevel)}</span>
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
