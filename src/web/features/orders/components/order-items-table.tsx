import type { OrderDetail } from '../../../../shared/orders.contracts';
import { formatPeso } from '../../../../shared/money';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';

type Item = OrderDetail['items'][number];
const num = 'whitespace-nowrap text-right tabular-nums';

const columns: DataTableColumn<Item>[] = [
  {
    id: 'product',
    header: 'Product',
    meta: { className: 'pl-0', cardLabel: false, cardClassName: 'max-md:col-span-1' },
    cell: ({ row: { original: item } }) => (
      <>
        <span className="break-words font-medium">{item.name}</span>
        <span className="block text-xs text-muted-foreground">{item.sku}</span>
      </>
    ),
  },
  {
    id: 'unitPrice',
    header: 'Unit price',
    meta: { className: num, cardLabel: false, cardClassName: 'max-md:col-start-1 max-md:text-left max-md:text-muted-foreground' },
    cell: ({ row: { original: item } }) => (
      <>
        <span className="md:hidden">{item.quantity} × </span>
        {formatPeso(item.unitPriceCentavos)}
      </>
    ),
  },
  {
    id: 'qty',
    header: 'Qty',
    meta: { className: `${num} max-md:hidden` },
    cell: ({ row: { original: item } }) => item.quantity,
  },
  {
    id: 'lineTotal',
    header: 'Line total',
    meta: { className: `${num} pr-0`, cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-1' },
    cell: ({ row: { original: item } }) => formatPeso(item.lineTotalCentavos),
  },
];

/** The order's lines at the prices copied when it was placed; below md each line stacks (quantity × price, total). */
export function OrderItemsTable({ items }: { items: OrderDetail['items'] }) {
  return <DataTable caption="Items" columns={columns} data={items} getRowId={(item) => item.id} plain stacked />;
}
