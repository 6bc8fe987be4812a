import { Link } from 'react-router';
import { SUPPLIER_TYPE_LABELS, type Supplier } from '../../../../shared/suppliers.contracts';
import { paths } from '../../../../shared/routes';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import type { ColumnSort } from '../../../components/data-table/sort';
import { DEFAULT_SUPPLIER_SORT, type SupplierListState } from '../supplier-filters';
import { daysText, rateText, ratingText } from '../supplier-format';
import { SupplierStatusBadge } from './supplier-badges';

type Sort = SupplierListState['sort'];
const SORTS = {
  name: { asc: 'name_asc', desc: 'name_desc' },
  rating: { desc: 'rating_desc' },
  onTime: { desc: 'on_time_desc' },
} as const satisfies Record<string, ColumnSort<Sort>>;

const num = 'whitespace-nowrap text-right tabular-nums max-md:text-left';

const columns: DataTableColumn<Supplier>[] = [
  {
    id: 'name',
    header: 'Supplier',
    meta: { sort: SORTS.name, className: 'md:min-w-56', cardLabel: false, cardClassName: 'max-md:col-span-1' },
    cell: ({ row: { original: s } }) => (
      <div className="grid min-w-0">
        <Link to={paths.supplierDetail(s.id)} className="font-medium text-primary underline-offset-4 hover:underline">
          {s.name}
        </Link>
        <span className="font-mono text-xs text-muted-foreground">{s.code}</span>
      </div>
    ),
  },
  {
    id: 'type',
    header: 'Type',
    meta: { cardClassName: 'max-md:text-muted-foreground' },
    cell: ({ row: { original: s } }) => SUPPLIER_TYPE_LABELS[s.type],
  },
  {
    id: 'status',
    header: 'Status',
    meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-1 max-md:text-right' },
    cell: ({ row: { original: s } }) => <SupplierStatusBadge status={s.status} />,
  },
  {
    id: 'contact',
    header: 'Contact',
    // Room for it only on a wide screen; a laptop keeps the figures in view (the detail page has the contact).
    meta: { className: 'md:max-2xl:hidden' },
    cell: ({ row: { original: s } }) =>
      s.contactName || s.contactEmail ? (
        <div className="grid min-w-0 md:max-w-52">
          <span className="md:truncate">{s.contactName ?? '—'}</span>
          {s.contactEmail ? (
            <span className="break-all text-xs text-muted-foreground md:truncate md:break-normal" title={s.contactEmail}>
              {s.contactEmail}
            </span>
          ) : null}
        </div>
      ) : (
        '—'
      ),
  },
  {
    id: 'lead',
    header: 'Lead time',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: s } }) => daysText(s.leadTimeDays),
  },
  {
    id: 'rating',
    header: 'Rating',
    meta: { sort: SORTS.rating, className: 'whitespace-nowrap' },
    cell: ({ row: { original: s } }) => (
      <span className={s.rating === null ? 'text-muted-foreground' : 'font-medium text-amber-700'}>{ratingText(s.rating)}</span>
    ),
  },
  {
    id: 'onTime',
    header: 'On-time',
    meta: { sort: SORTS.onTime, className: num },
    cell: ({ row: { original: s } }) => rateText(s.onTimeRate),
  },
  { id: 'products', header: 'Products', meta: { className: num }, cell: ({ row: { original: s } }) => s.productCount },
  { id: 'openPos', header: 'Open POs', meta: { className: num }, cell: ({ row: { original: s } }) => s.openPurchaseOrderCount },
];

/** The suppliers of one page: a sortable table from md up, a labelled card per supplier below. */
export function SuppliersTable({
  rows,
  sort,
  onSort,
  busy,
}: {
  rows: Supplier[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  busy?: boolean;
}) {
  return (
    <DataTable
      scroll
      stacked
      caption="Suppliers"
      columns={columns}
      data={rows}
      getRowId={(s) => s.id}
      rowHeader="name"
      sort={{ value: sort, fallback: DEFAULT_SUPPLIER_SORT, onChange: (s) => onSort(s ?? DEFAULT_SUPPLIER_SORT) }}
      rowProps={(s) => ({ 'data-testid': 'supplier-row', 'data-code': s.code })}
      busy={busy}
    />
  );
}
