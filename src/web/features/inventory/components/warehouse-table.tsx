import type { WarehouseRow, WarehouseSort } from '../../../../shared/inventory.contracts';
import { formatPeso } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { Gauge, PackagePlus, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { RowActionButton } from '../../../components/data-table/row-actions';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { TableEmpty } from '../../../components/data-table/table-states';
import { DEFAULT_WAREHOUSE_SORT } from '../../../lib/filters/inventory-filters';
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
  sort: WarehouseSort;
  onSort: (sort: WarehouseSort) => void;
}

/** Warehouse stock per product: a table from tablet width up, one card per product on a phone. */
export function WarehouseTable(props: Props) {
  const wide = useMediaQuery(TABLE_QUERY);
  if (props.rows.length === 0) {
    return <TableEmpty>{props.emptyText}</TableEmpty>;
  }
  return wide ? <StockTable {...props} /> : <StockCards {...props} />;
}

const num = 'whitespace-nowrap text-right tabular-nums';

function columnsFor({ brandCount, onAction, onHistory }: Props): DataTableColumn<WarehouseRow>[] {
  const cols: DataTableColumn<WarehouseRow>[] = [
    {
      id: 'product',
      header: 'Product · SKU',
      meta: { sort: { asc: 'name_asc', desc: 'name_desc' }, className: 'pl-3 align-top' },
      cell: ({ row: { original: row } }) => <ProductCell row={row} onHistory={onHistory} />,
    },
    {
      id: 'category',
      header: 'Category',
      meta: { className: 'text-xs' },
      cell: ({ row: { original: row } }) => row.category ?? <span className="text-muted-foreground">Uncategorised</span>,
    },
    {
      id: 'brands',
      header: 'Brands',
      meta: { className: 'min-w-24 max-w-32 text-xs' },
      cell: ({ row: { original: row } }) => <Brands brands={row.brands} brandCount={brandCount} />,
    },
    { id: 'onHand', header: 'On hand', meta: { className: num }, cell: ({ row: { original: row } }) => formatCount(row.onHand) },
    { id: 'reserved', header: 'Reserved', meta: { className: num }, cell: ({ row: { original: row } }) => formatCount(row.reserved) },
    {
      id: 'available',
      header: 'Available',
      meta: { sort: { asc: 'available_asc', desc: 'available_desc' }, className: cn(num, 'font-semibold'), headerClassName: num },
      cell: ({ row: { original: row } }) => formatCount(row.available),
    },
    {
      // One column for both levels: the table has room for its row actions at 1280 px.
      id: 'levels',
      header: () => (
        <span title="Reorder level / maximum level">
          Reorder / max<span className="sr-only"> level</span>
        </span>
      ),
      meta: { className: cn(num, 'whitespace-nowrap') },
      cell: ({ row: { original: row } }) => (
        <>
          {formatCount(row.reorderLevel)} / {row.maxLevel === null ? <NoMax /> : formatCount(row.maxLevel)}
        </>
      ),
    },
    {
      id: 'value',
      header: 'Value',
      meta: { sort: { desc: 'value_desc' }, className: num },
      cell: ({ row: { original: row } }) => formatPeso(row.stockValueCentavos),
    },
  ];
  if (onAction)
    cols.push({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'pr-3 text-right whitespace-nowrap' },
      cell: ({ row: { original: row } }) => <RowActions row={row} onAction={onAction} />,
    });
  return cols;
}

/**
 * Sized to fit the 1280 px layout without sideways scrolling (narrower screens scroll): category
 * and brands wrap, the figures don't, and the actions sit in a two-line block.
 */
function StockTable(props: Props) {
  const { rows, busy, sort, onSort } = props;
  return (
    <DataTable
      scroll
      caption="Warehouse stock"
      columns={columnsFor(props)}
      data={rows}
      getRowId={(row) => row.productId}
      sort={{ value: sort, fallback: DEFAULT_WAREHOUSE_SORT, onChange: (s) => onSort(s ?? DEFAULT_WAREHOUSE_SORT) }}
      rowProps={(row) => ({ 'data-testid': 'warehouse-row', className: cn(row.low && 'bg-amber-50/70 dark:bg-amber-950/30') })}
      busy={busy}
      className="[&_table]:min-w-[56rem] [&_td]:px-2 [&_th]:px-2 [&_th]:text-xs"
    />
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

const ACTIONS: { action: WarehouseAction; text: string; title: string; icon: LucideIcon }[] = [
  { action: 'receive', text: 'Receive stock', title: 'Receive stock', icon: PackagePlus },
  { action: 'adjust', text: 'Adjust', title: 'Adjust stock (count, damage, correction)', icon: SlidersHorizontal },
  { action: 'levels', text: 'Levels', title: 'Reorder and maximum levels', icon: Gauge },
];

/**
 * Franchisor only: receive stock, adjust, levels. The list kit's row actions: icons in the table (the ten columns
 * leave no room for three worded buttons at 1280 px), icon and word on a phone; each names its product.
 */
function RowActions({ row, onAction, stacked = true }: { row: WarehouseRow; onAction: NonNullable<Props['onAction']>; stacked?: boolean }) {
  return (
    <div className={cn('flex gap-1', stacked ? 'justify-end' : 'flex-wrap justify-start')}>
      {ACTIONS.map((a) => (
        <RowActionButton
          key={a.action}
          label={`${a.text} for ${row.name}`}
          text={a.text}
          title={a.title}
          icon={a.icon}
          onClick={() => onAction(a.action, row)}
        />
      ))}
    </div>
  );
}
