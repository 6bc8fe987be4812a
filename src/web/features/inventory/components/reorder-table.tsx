import type { ReactNode } from 'react';
import type { LocationStockRow } from '../../../../shared/inventory.contracts';
import { cn } from '../../../lib/cn';
import { needsReorder } from '../location-stock';
import { formatCount } from '../movement-format';
import { TABLE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { WarningBadge } from './stock-badges';

/**
 * The franchisee's stock at one location, rows needing a reorder first (the caller sorts), in
 * amber with a "Reorder" badge and the suggested quantity (up to the max level). The product
 * column stays in view while the numbers scroll sideways on a phone.
 */
export function ReorderTable({ rows }: { rows: readonly LocationStockRow[] }) {
  const wide = useMediaQuery(TABLE_QUERY);
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-input bg-card px-6 py-10 text-center text-muted-foreground">
        This location holds no stock yet. Stock appears here once an order is delivered.
      </p>
    );
  }
  return wide ? <Table rows={rows} /> : <Cards rows={rows} />;
}

function Table({ rows }: { rows: readonly LocationStockRow[] }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full min-w-[38rem] text-left text-sm">
        <caption className="sr-only">Stock at this location</caption>
        <thead className="border-b border-border bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="sticky left-0 bg-muted px-3 py-2 font-medium">
              Product
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              SKU
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              On hand
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Reorder point
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Max level
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Suggested
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => {
            const low = needsReorder(row);
            return (
              <tr key={row.productId} className={cn(low && 'bg-amber-50')} data-testid="reorder-row" data-low={low || undefined}>
                <th scope="row" className={cn('sticky left-0 px-3 py-2 text-left font-normal', low ? 'bg-amber-50' : 'bg-card')}>
                  <span className="flex min-w-32 max-w-56 flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium text-foreground">{row.name}</span>
                    {low ? <WarningBadge>Reorder</WarningBadge> : null}
                  </span>
                </th>
                <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{row.sku}</td>
                <td className={cn('whitespace-nowrap px-3 py-2 text-right tabular-nums', low && 'font-semibold text-amber-900')}>
                  {formatCount(row.quantity)} <span className="text-xs font-normal text-muted-foreground">{row.unit}</span>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.reorderPoint)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.maxLevel)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                  <Suggested row={row} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A phone gets one card per product: name, badge, and the four figures that decide a reorder. */
function Cards({ rows }: { rows: readonly LocationStockRow[] }) {
  return (
    <ul className="grid gap-2" aria-label="Stock at this location">
      {rows.map((row) => {
        const low = needsReorder(row);
        return (
          <li
            key={row.productId}
            className={cn('grid gap-2 rounded-xl border p-3', low ? 'border-amber-300 bg-amber-50' : 'border-border bg-card')}
            data-testid="reorder-row"
            data-low={low || undefined}
          >
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-medium">{row.name}</span>
              {low ? <WarningBadge>Reorder</WarningBadge> : null}
              <span className="w-full font-mono text-xs text-muted-foreground">{row.sku}</span>
            </p>
            <dl className="grid grid-cols-4 gap-2 text-sm">
              <Figure label="On hand" strong={low}>
                {formatCount(row.quantity)}
              </Figure>
              <Figure label="Reorder point">{formatCount(row.reorderPoint)}</Figure>
              <Figure label="Max level">{formatCount(row.maxLevel)}</Figure>
              <Figure label="Suggested">
                <Suggested row={row} />
              </Figure>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

function Figure({ label, strong, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('tabular-nums', strong && 'font-semibold text-amber-900')}>{children}</dd>
    </div>
  );
}

function Suggested({ row }: { row: LocationStockRow }) {
  if (row.suggestedQuantity <= 0) return <span className="text-muted-foreground">—</span>;
  if (!row.orderable) {
    return (
      <span className="text-xs text-muted-foreground">
        <span className="line-through">{formatCount(row.suggestedQuantity)}</span> not orderable now
      </span>
    );
  }
  return (
    <span className="font-semibold">
      {formatCount(row.suggestedQuantity)} <span className="text-xs font-normal text-muted-foreground">{row.unit}</span>
    </span>
  );
}
