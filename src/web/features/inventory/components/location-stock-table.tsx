import type { LocationStockRow } from '../../../../shared/inventory.contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { TableEmpty } from '../../../components/data-table/table-states';
import { groupByLocation, needsReorder, type LocationGroup } from '../location-stock';
import { formatCount } from '../movement-format';
import { LowBadge } from './stock-badges';
import { FIGURE, levelColumns, skuColumn } from './stock-columns';

const COLUMNS: DataTableColumn<LocationStockRow>[] = [
  {
    id: 'location',
    header: 'Location',
    cell: ({ row: { original: row } }) => row.locationName,
    // The group's heading names the location on a phone.
    meta: { cardClassName: 'max-md:hidden' },
  },
  skuColumn('max-md:order-1 max-md:text-muted-foreground'),
  {
    id: 'product',
    header: 'Product',
    cell: ({ row: { original: row } }) => row.name,
    meta: { className: 'font-medium', cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:-order-1' },
  },
  {
    id: 'quantity',
    header: 'Quantity',
    cell: ({ row: { original: row } }) => (
      <>
        {formatCount(row.quantity)} <span className="text-xs text-muted-foreground">{row.unit}</span>
      </>
    ),
    meta: { className: 'whitespace-nowrap text-right tabular-nums', cardClassName: 'max-md:order-2 max-md:text-left' },
  },
  ...levelColumns({ ...FIGURE, cardClassName: `${FIGURE.cardClassName} max-md:order-2` }),
  {
    id: 'status',
    header: () => <span className="sr-only">Status</span>,
    cell: ({ row: { original: row } }) => (needsReorder(row) ? <LowBadge /> : null),
    // Below md the badge sits beside the product name.
    meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:-order-1 max-md:justify-self-end' },
  },
];

function groupNote(rows: readonly LocationStockRow[]): string {
  const low = rows.filter(needsReorder).length;
  const products = `${rows.length} ${rows.length === 1 ? 'product' : 'products'}`;
  return low > 0 ? `${products} · ${low} low` : products;
}

/**
 * Head office's view of location stock: one location, or every location grouped under a heading
 * row (locations by name, rows needing a reorder first within each).
 */
export function LocationStockTable({ rows, emptyText }: { rows: readonly LocationStockRow[]; emptyText: string }) {
  const groups: LocationGroup[] = groupByLocation(rows);
  if (groups.length === 0) return <TableEmpty>{emptyText}</TableEmpty>;
  return (
    <DataTable
      caption="Location stock"
      columns={COLUMNS}
      data={groups.flatMap((g) => g.rows)}
      getRowId={(row) => `${row.locationId}:${row.productId}`}
      stacked
      scroll
      className="md:[&_table]:min-w-[44rem]"
      groupBy={
        groups.length > 1
          ? {
              key: (row) => row.locationId,
              testId: 'location-group',
              header: (group) => (
                <>
                  {group[0]!.locationName}
                  <span className="ml-2 text-xs font-normal text-muted-foreground">{groupNote(group)}</span>
                </>
              ),
            }
          : undefined
      }
      rowProps={(row) => ({
        'data-testid': 'location-stock-row',
        className: needsReorder(row)
          ? 'max-md:grid-cols-2 bg-amber-50/70 max-md:bg-amber-50 max-md:border-amber-300'
          : 'max-md:grid-cols-2',
      })}
    />
  );
}
