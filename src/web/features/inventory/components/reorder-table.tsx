import type { LocationStockRow } from '../../../../shared/inventory.contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { TableEmpty } from '../../../components/data-table/table-states';
import { needsReorder } from '../location-stock';
import { formatCount } from '../movement-format';
import { WarningBadge } from './stock-badges';
import { FIGURE, levelColumns, skuColumn } from './stock-columns';

// Below md each product is a card: name and SKU across, the four figures that decide a reorder two by two.
const COLUMNS: DataTableColumn<LocationStockRow>[] = [
  {
    id: 'product',
    header: 'Product',
    cell: ({ row: { original: row } }) => (
      <span className="flex min-w-32 max-w-56 flex-wrap items-center gap-x-2 gap-y-1 max-md:max-w-none">
        <span className="font-medium text-foreground">{row.name}</span>
        {needsReorder(row) ? <WarningBadge>Reorder</WarningBadge> : null}
      </span>
    ),
    // The product stays in view while the figures scroll sideways on a narrow table.
    meta: {
      className: 'sticky left-0 bg-card in-data-low:bg-amber-50 max-md:static max-md:bg-transparent',
      headerClassName: 'sticky left-0 bg-muted',
      cardLabel: false,
    },
  },
  skuColumn('max-md:text-muted-foreground'),
  {
    id: 'onHand',
    header: 'On hand',
    cell: ({ row: { original: row } }) => (
      <span className={needsReorder(row) ? 'font-semibold text-amber-900' : undefined}>
        {formatCount(row.quantity)} <span className="text-xs font-normal text-muted-foreground">{row.unit}</span>
      </span>
    ),
    meta: { ...FIGURE, className: 'whitespace-nowrap text-right tabular-nums' },
  },
  ...levelColumns(FIGURE),
  {
    id: 'suggested',
    header: 'Suggested',
    cell: ({ row: { original: row } }) => <Suggested row={row} />,
    meta: { ...FIGURE, className: 'whitespace-nowrap text-right tabular-nums' },
  },
];

/**
 * The franchisee's stock at one location, rows needing a reorder first (the caller sorts), in
 * amber with a "Reorder" badge and the suggested quantity (up to the max level).
 */
export function ReorderTable({ rows }: { rows: readonly LocationStockRow[] }) {
  if (rows.length === 0) {
    return <TableEmpty>This location holds no stock yet. Stock appears here once an order is delivered.</TableEmpty>;
  }
  return (
    <DataTable
      caption="Stock at this location"
      columns={COLUMNS}
      data={rows}
      getRowId={(row) => row.productId}
      rowHeader="product"
      stacked
      scroll
      className="md:[&_table]:min-w-[38rem]"
      rowProps={(row) => {
        const low = needsReorder(row);
        return {
          'data-testid': 'reorder-row',
          'data-low': low ? 'true' : undefined,
          className: low
            ? 'max-md:grid-cols-2 bg-amber-50 max-md:bg-amber-50 max-md:border-amber-300 hover:bg-amber-100/60'
            : 'max-md:grid-cols-2',
        };
      }}
    />
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
