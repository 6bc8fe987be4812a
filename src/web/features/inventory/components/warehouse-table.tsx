import type { ReactNode } from 'react';
import type { WarehouseRow } from '../../../../shared/inventory.contracts';
import { formatPeso } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatCount } from '../movement-format';
import { TABLE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { LowBadge } from './stock-badges';

export type WarehouseAction = 'receive' | 'adjust' | 'levels';

interface Props {
  rows: readonly WarehouseRow[];
  emptyText: string;
  busy?: boolean;
  /** How many brands the network has: a product enabled for all of them reads "All brands". */
  brandCount: number;
  /** Absent for read-only viewers (admin): no write buttons are rendered at all. */
  onAction?: (action: WarehouseAction, row: WarehouseRow) => void;
  onHistory: (row: WarehouseRow) => void;
}

/** Warehouse stock per product: a table from tablet width up, one card per product on a phone. */
export function WarehouseTable(props: Props) {
  const wide = useMediaQuery(TABLE_QUERY);
  if (props.rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-input bg-card px-6 py-10 text-center text-muted-foreground">{props.emptyText}</p>
    );
  }
  return wide ? <StockTable {...props} /> : <StockCards {...props} />;
}

/**
 * Sized to fit the 1280 px layout without sideways scrolling (narrower screens scroll): category
 * and brands wrap, the figures don't, and the actions sit in a two-line block.
 */
function StockTable({ rows, busy, brandCount, onAction, onHistory }: Props) {
  return (
    <div className={cn('relative overflow-x-auto rounded-xl border border-border bg-card', busy && 'opacity-60')}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Warehouse stock</caption>
        <thead className="border-b border-border bg-muted/60 text-xs text-muted-foreground">
          <tr className="[&>th]:px-2 [&>th]:py-2 [&>th]:font-medium">
            <th scope="col" className="pl-3!">
              Product · SKU
            </th>
            <th scope="col">Category</th>
            <th scope="col">Brands</th>
            <th scope="col" className="text-right">
              On hand
            </th>
            <th scope="col" className="text-right">
              Reserved
            </th>
            <th scope="col" className="text-right">
              Available
            </th>
            <th scope="col" className="text-right">
              Reorder level
            </th>
            <th scope="col" className="text-right">
              Max level
            </th>
            <th scope="col" className="text-right">
              Value
            </th>
            {onAction ? (
              <th scope="col" className="pr-3! text-right">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.productId} className={cn('[&>td]:px-2 [&>td]:py-2', row.low && 'bg-amber-50/70')} data-testid="warehouse-row">
              <th scope="row" className="py-2 pl-3 pr-2 text-left align-top font-normal">
                <ProductCell row={row} onHistory={onHistory} />
              </th>
              <td className="text-xs">{row.category ?? <span className="text-muted-foreground">Uncategorised</span>}</td>
              <td className="min-w-24 max-w-32 text-xs">
                <Brands brands={row.brands} brandCount={brandCount} />
              </td>
              <Num>{formatCount(row.onHand)}</Num>
              <Num>{formatCount(row.reserved)}</Num>
              <Num strong>{formatCount(row.available)}</Num>
              <Num>{formatCount(row.reorderLevel)}</Num>
              <Num>{row.maxLevel === null ? <NoMax /> : formatCount(row.maxLevel)}</Num>
              <Num>{formatPeso(row.stockValueCentavos)}</Num>
              {onAction ? (
                <td className="pr-3!">
                  <RowActions row={row} onAction={onAction} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StockCards({ rows, busy, brandCount, onAction, onHistory }: Props) {
  return (
    <ul className={cn('grid gap-3', busy && 'opacity-60')} aria-label="Warehouse stock">
      {rows.map((row) => (
        <li
          key={row.productId}
          className={cn('grid gap-3 rounded-xl border p-4', row.low ? 'border-amber-300 bg-amber-50' : 'border-border bg-card')}
          data-testid="warehouse-row"
        >
          <ProductCell row={row} onHistory={onHistory} />
          <p className="-mt-2 text-xs text-muted-foreground">
            {row.category ?? 'Uncategorised'} · <Brands brands={row.brands} brandCount={brandCount} inline />
          </p>
          <dl className="grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
            <Figure label="On hand" value={formatCount(row.onHand)} />
            <Figure label="Reserved" value={formatCount(row.reserved)} />
            <Figure label="Available" value={formatCount(row.available)} strong />
            <Figure label="Reorder level" value={formatCount(row.reorderLevel)} />
            <Figure label="Max level" value={row.maxLevel === null ? 'None' : formatCount(row.maxLevel)} />
            <Figure label="Value" value={formatPeso(row.stockValueCentavos)} />
          </dl>
          {onAction ? <RowActions row={row} onAction={onAction} stacked={false} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Name, SKU, the Low badge, and "History": this product's movements in the ledger (for everyone). */
function ProductCell({ row, onHistory }: { row: WarehouseRow; onHistory: Props['onHistory'] }) {
  return (
    <span className="grid min-w-36 max-w-56 justify-items-start gap-0.5">
      <span className="font-medium text-foreground">{row.name}</span>
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-xs text-muted-foreground">{row.sku}</span>
        {row.low ? <LowBadge /> : null}
      </span>
      <Button variant="link" size="sm" className="h-auto px-0 py-0.5 text-xs" onClick={() => onHistory(row)}>
        History
        <span className="sr-only"> of {row.name}</span>
      </Button>
    </span>
  );
}

function Brands({ brands, brandCount, inline = false }: { brands: readonly string[]; brandCount: number; inline?: boolean }) {
  if (brands.length === 0) return <span className="text-muted-foreground">No brand</span>;
  if (brandCount > 1 && brands.length >= brandCount) return <span>All brands</span>;
  if (inline) return <span>{brands.join(', ')}</span>;
  return (
    <ul className="grid gap-0.5">
      {brands.map((b) => (
        <li key={b}>{b}</li>
      ))}
    </ul>
  );
}

function Num({ children, strong }: { children: ReactNode; strong?: boolean }) {
  return <td className={cn('whitespace-nowrap text-right tabular-nums', strong && 'font-semibold')}>{children}</td>;
}

function NoMax() {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden>—</span>
      <span className="sr-only">none</span>
    </span>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('tabular-nums', strong && 'font-semibold')}>{value}</dd>
    </div>
  );
}

/**
 * Franchisor only: "Receive stock", "Adjust", "Levels". Visible text is the action; the product
 * name follows for screen readers, so each button is distinct in the page.
 */
function RowActions({ row, onAction, stacked = true }: { row: WarehouseRow; onAction: NonNullable<Props['onAction']>; stacked?: boolean }) {
  const button = (label: string, action: WarehouseAction, primary = false) => (
    <Button variant={primary ? 'outline' : 'ghost'} size="sm" className="h-8 px-2 text-xs" onClick={() => onAction(action, row)}>
      {label}
      <span className="sr-only"> for {row.name}</span>
    </Button>
  );
  return (
    <div className={cn('flex flex-wrap gap-1', stacked ? 'ml-auto w-28 justify-end' : 'justify-start')}>
      {button('Receive stock', 'receive', true)}
      {button('Adjust', 'adjust')}
      {button('Levels', 'levels')}
    </div>
  );
}
