import { Link } from 'react-router';
import { Ban } from 'lucide-react';
import type { OrderManagementRow } from '../../../../shared/operations.contracts';
import { paths } from '../../../../shared/routes';
import { formatPeso } from '../../../../shared/money';
import { formatDate } from '../../../../shared/time';
import { Button } from '../../../components/ui/button';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { headOfficeMayCancel } from '../../../lib/shipping-actions';
import { ORDER_SORT_COLUMNS } from '../../../lib/filters/order-filters';
import { DEFAULT_SORT, type OrderSort } from '../../../lib/filters/order-management-filters';

const columns: DataTableColumn<OrderManagementRow>[] = [
  {
    id: 'number',
    header: 'Order number',
    meta: { sort: ORDER_SORT_COLUMNS.number, cardLabel: false, cardClassName: 'max-md:col-span-1' },
    cell: ({ row: { original: o } }) => (
      <Link
        to={paths.orderDetail(o.id)}
        className="font-medium text-primary underline-offset-4 hover:underline max-md:break-all md:whitespace-nowrap"
      >
        {o.orderNumber}
      </Link>
    ),
  },
  {
    id: 'date',
    header: 'Date',
    meta: {
      sort: ORDER_SORT_COLUMNS.date,
      className: 'whitespace-nowrap',
      cardLabel: false,
      cardClassName: 'max-md:col-span-1 max-md:col-start-1 max-md:row-start-2 max-md:text-muted-foreground',
    },
    cell: ({ row: { original: o } }) => <time dateTime={o.createdAt}>{formatDate(o.createdAt)}</time>,
  },
  { id: 'location', header: 'Location', meta: { cardLabel: false }, cell: ({ row: { original: o } }) => o.location.name },
  {
    id: 'brand',
    header: 'Brand',
    meta: { cardClassName: 'max-md:text-muted-foreground' },
    cell: ({ row: { original: o } }) => o.brand.name,
  },
  {
    id: 'franchisee',
    header: 'Franchisee',
    meta: { cardClassName: 'max-md:text-muted-foreground' },
    cell: ({ row: { original: o } }) => o.franchisee ?? '—',
  },
  {
    id: 'items',
    header: 'Items',
    meta: { className: 'text-right tabular-nums max-md:text-left', cardLabel: false, cardClassName: 'max-md:col-span-1' },
    cell: ({ row: { original: o } }) => (
      <>
        {o.itemCount}
        <span className="md:hidden"> {o.itemCount === 1 ? 'item' : 'items'}</span>
      </>
    ),
  },
  {
    id: 'total',
    header: 'Total',
    meta: {
      sort: ORDER_SORT_COLUMNS.total,
      className: 'whitespace-nowrap text-right font-medium tabular-nums',
      cardLabel: false,
      cardClassName: 'max-md:col-span-1',
    },
    cell: ({ row: { original: o } }) => (
      <>
        <span className="sr-only">Total </span>
        {formatPeso(o.totalCentavos)}
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-1 max-md:text-right' },
    cell: ({ row: { original: o } }) => <OrderStatusBadge status={o.status} />,
  },
];

/**
 * The orders of one page. One table for every width: from md up a table with sortable headers;
 * below, each row stacks into a card with its own labels, so every link exists once.
 */
export function OrderManagementTable({
  rows,
  sort,
  onSort,
  onCancel,
  busy,
}: {
  rows: OrderManagementRow[];
  sort: OrderSort;
  onSort: (sort: OrderSort) => void;
  /** Head office only: cancel an approved or processing order. */
  onCancel?: (row: OrderManagementRow) => void;
  busy?: boolean;
}) {
  const withCancel: DataTableColumn<OrderManagementRow>[] = onCancel
    ? [
        ...columns,
        {
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          meta: { className: 'text-right', cardLabel: false, cardClassName: 'max-md:empty:hidden' },
          cell: ({ row: { original: o } }) =>
            headOfficeMayCancel(o.status) ? (
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive"
                aria-label="Cancel order"
                title="Cancel order"
                onClick={() => onCancel(o)}
              >
                <Ban aria-hidden />
                {/* Icon-only in the table until there is room; the name is "Cancel order" either way. */}
                <span className="md:max-2xl:hidden">Cancel order</span>
              </Button>
            ) : null,
        },
      ]
    : columns;
  return (
    <DataTable
      scroll
      caption="Orders"
      columns={withCancel}
      data={rows}
      getRowId={(o) => o.id}
      sort={{ value: sort, fallback: DEFAULT_SORT, onChange: (s) => onSort(s ?? DEFAULT_SORT) }}
      rowProps={() => ({ 'data-testid': 'order-management-row' })}
      busy={busy}
      stacked
    />
  );
}
