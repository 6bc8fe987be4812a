import { Link } from 'react-router';
import type { PurchaseOrderSummary } from '../../../../shared/purchasing.contracts';
import { formatPeso } from '../../../../shared/money';
import { paths } from '../../../../shared/routes';
import { formatCalendarDate, formatDate } from '../../../../shared/time';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../../components/data-table';
import { PO_SORT_COLUMNS, type PurchaseOrderSort } from '../purchase-order-filters';
import { receivedPercent } from '../receive-form';
import { OverdueFlag, PurchaseOrderStatusBadge } from './purchase-order-status-badge';

/**
 * Purchase orders as a table (cards on a phone): the number links to the PO. `compact` (a supplier's own tab)
 * leaves out the supplier column and the lesser figures.
 */
export function PurchaseOrdersTable({
  rows,
  sort,
  busy,
  compact = false,
}: {
  rows: readonly PurchaseOrderSummary[];
  sort?: DataTableSort<PurchaseOrderSort>;
  busy: boolean;
  compact?: boolean;
}) {
  const columns: DataTableColumn<PurchaseOrderSummary>[] = [
    {
      id: 'number',
      header: 'PO number',
      meta: { sort: PO_SORT_COLUMNS.number, className: 'whitespace-nowrap font-medium', cardLabel: false },
      cell: ({ row: { original: po } }) => (
        <Link to={paths.purchaseOrderDetail(po.id)} className="text-primary underline-offset-4 hover:underline">
          {po.poNumber}
        </Link>
      ),
    },
    ...(compact
      ? []
      : [
          {
            id: 'supplier',
            header: 'Supplier',
            meta: { className: 'md:min-w-40', cardLabel: false, cardClassName: 'max-md:col-span-1' },
            cell: ({ row: { original: po } }) => (
              <span className="grid">
                <span>{po.supplierName}</span>
                <span className="text-xs text-muted-foreground">{po.supplierCode}</span>
              </span>
            ),
          } satisfies DataTableColumn<PurchaseOrderSummary>,
        ]),
    {
      id: 'status',
      header: 'Status',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:row-start-1 max-md:col-start-2 max-md:text-right' },
      cell: ({ row: { original: po } }) => <PurchaseOrderStatusBadge status={po.status} />,
    },
    {
      id: 'expected',
      header: 'Expected',
      meta: { sort: PO_SORT_COLUMNS.expected, className: 'whitespace-nowrap', cardLabel: 'Expected' },
      cell: ({ row: { original: po } }) =>
        po.expectedDate ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            <time dateTime={po.expectedDate}>{formatCalendarDate(po.expectedDate)}</time>
            {po.overdue ? <OverdueFlag /> : null}
          </span>
        ) : (
          <span className="text-muted-foreground">Not set</span>
        ),
    },
    ...(compact
      ? []
      : [
          {
            id: 'lines',
            header: 'Lines',
            // The least needed figure gives way on a laptop-width table.
            meta: { className: 'text-right tabular-nums max-md:text-left md:max-2xl:hidden', cardLabel: 'Lines' },
            cell: ({ row: { original: po } }) => po.lineCount,
          } satisfies DataTableColumn<PurchaseOrderSummary>,
        ]),
    {
      id: 'received',
      header: 'Received',
      meta: { className: 'text-right tabular-nums max-md:text-left', cardLabel: 'Received' },
      cell: ({ row: { original: po } }) => receivedPercent(po.receivedRatio),
    },
    {
      id: 'total',
      header: 'Total',
      meta: { sort: PO_SORT_COLUMNS.total, className: 'text-right tabular-nums whitespace-nowrap max-md:text-left', cardLabel: 'Total' },
      cell: ({ row: { original: po } }) => formatPeso(po.totalCentavos),
    },
    {
      id: 'created',
      header: 'Created',
      meta: { sort: PO_SORT_COLUMNS.created, cardLabel: 'Created' },
      cell: ({ row: { original: po } }) => <time dateTime={po.createdAt}>{formatDate(po.createdAt)}</time>,
    },
  ];

  return (
    <DataTable
      caption="Purchase orders"
      columns={columns}
      data={rows}
      getRowId={(po) => po.id}
      sort={sort}
      busy={busy}
      rowHeader="number"
      rowProps={(po) => ({ 'data-testid': 'purchase-order-row', 'data-po-number': po.poNumber })}
      stacked
    />
  );
}
