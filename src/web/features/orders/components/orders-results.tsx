import { Link } from 'react-router';
import type { OrderSort, OrderSummary } from '../../../../shared/orders.contracts';
import { paths } from '../../../../shared/routes';
import { formatPeso } from '../../../../shared/money';
import { formatDate } from '../../../../shared/time';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { DEFAULT_ORDER_SORT, ORDER_SORT_COLUMNS } from '../../../lib/filters/order-filters';

const itemsText = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

const columns: DataTableColumn<OrderSummary>[] = [
  {
    id: 'number',
    header: 'Order number',
    meta: { sort: ORDER_SORT_COLUMNS.number, cardLabel: false, cardClassName: 'max-md:col-span-1' },
    cell: ({ row: { original: o } }) => (
      <Link to={paths.orderDetail(o.id)} className="font-medium text-primary underline-offset-4 hover:underline max-md:break-all">
        {o.orderNumber}
      </Link>
    ),
  },
  {
    id: 'date',
    header: 'Date',
    meta: { sort: ORDER_SORT_COLUMNS.date, className: 'whitespace-nowrap', cardLabel: false },
    cell: ({ row: { original: o } }) => <time dateTime={o.createdAt}>{formatDate(o.createdAt)}</time>,
  },
  { id: 'location', header: 'Location', meta: { cardLabel: false }, cell: ({ row: { original: o } }) => o.location.name },
  {
    id: 'items',
    header: 'Items',
    meta: { className: 'text-right tabular-nums max-md:text-left', cardLabel: false, cardClassName: 'max-md:col-span-1' },
    cell: ({ row: { original: o } }) => (
      <>
        <span className="max-md:hidden">{o.itemCount}</span>
        <span className="md:hidden">{itemsText(o.itemCount)}</span>
      </>
    ),
  },
  {
    id: 'total',
    header: 'Total',
    meta: {
      sort: ORDER_SORT_COLUMNS.total,
      className: 'whitespace-nowrap text-right tabular-nums',
      cardLabel: false,
      cardClassName: 'max-md:col-span-1 max-md:font-semibold',
    },
    cell: ({ row: { original: o } }) => formatPeso(o.totalCentavos),
  },
  {
    id: 'status',
    header: 'Status',
    meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-1 max-md:text-right' },
    cell: ({ row: { original: o } }) => <OrderStatusBadge status={o.status} />,
  },
];

/** The orders of one page, sortable by number, date and total; below md each order is a card. */
export function OrdersResults({
  orders,
  sort,
  onSort,
  busy,
}: {
  orders: OrderSummary[];
  sort: OrderSort;
  onSort: (sort: OrderSort) => void;
  busy?: boolean;
}) {
  return (
    <DataTable
      caption="Your orders"
      columns={columns}
      data={orders}
      getRowId={(o) => o.id}
      sort={{ value: sort, fallback: DEFAULT_ORDER_SORT, onChange: (s) => onSort(s ?? DEFAULT_ORDER_SORT) }}
      busy={busy}
      stacked
    />
  );
}
