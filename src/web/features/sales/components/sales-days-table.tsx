import { useState } from 'react';
import { SALES_SORTS, SALES_STATUSES, type SalesDay, type SalesSort } from '../../../../shared/sales.contracts';
import { formatPeso } from '../../../../shared/money';
import { formatCalendarDate } from '../../../../shared/time';
import {
  DataTable,
  DateRangeFields,
  ListPagination,
  TableEmpty,
  parseAsDay,
  parseAsOneOf,
  parseAsPage,
  parseAsSort,
  useListUrlState,
  type ColumnSort,
  type DataTableColumn,
} from '../../../components/data-table';
import { FilterSelect } from '../../../components/ui/filter-select';
import { Button } from '../../../components/ui/button';
import { useDeleteSalesDraft } from '../delete-sales-draft';
import { useSales } from '../get-sales';
import { SalesDayDetails } from './sales-day-details';
import { SalesEditDialog } from './sales-edit-dialog';
import { SALES_STATUS_LABELS, SalesSourceMark, SalesStatusBadge } from './sales-status-badge';

const PAGE_SIZE = 25;
export const salesListParsers = {
  page: parseAsPage,
  status: parseAsOneOf(SALES_STATUSES),
  from: parseAsDay,
  to: parseAsDay,
  sort: parseAsSort(SALES_SORTS, 'date_desc'),
};
const SORT_COLUMNS = {
  date: { asc: 'date_asc', desc: 'date_desc', first: 'desc' },
  net: { asc: 'net_asc', desc: 'net_desc', first: 'desc' },
} as const satisfies Record<string, ColumnSort<SalesSort>>;
const STATUS_OPTIONS = SALES_STATUSES.map((s) => ({ value: s, label: SALES_STATUS_LABELS[s] }));

/** The location's reported days, newest first: filters and page in the URL, edit/correct, details with history and proof. */
export function SalesDaysTable({ locationId }: { locationId: string }) {
  const { state, update, setPage } = useListUrlState(salesListParsers);
  const query = {
    locationId,
    status: state.status ?? undefined,
    from: state.from ?? undefined,
    to: state.to ?? undefined,
    sort: state.sort,
    limit: PAGE_SIZE,
    offset: (state.page - 1) * PAGE_SIZE,
  };
  const list = useSales(query);
  const remove = useDeleteSalesDraft();
  const [editing, setEditing] = useState<SalesDay | null>(null);
  const [viewing, setViewing] = useState<SalesDay | null>(null);

  const columns: DataTableColumn<SalesDay>[] = [
    {
      id: 'date',
      header: 'Date',
      meta: { sort: SORT_COLUMNS.date, className: 'whitespace-nowrap font-medium', cardLabel: false },
      cell: ({ row: { original: d } }) => <time dateTime={d.salesDate}>{formatCalendarDate(d.salesDate)}</time>,
    },
    {
      id: 'status',
      header: 'Status',
      meta: { cardLabel: false, cardClassName: 'max-md:text-right' },
      cell: ({ row: { original: d } }) => (
        <>
          <SalesStatusBadge status={d.status} />
          <SalesSourceMark source={d.source} />
        </>
      ),
    },
    {
      id: 'gross',
      header: 'Gross',
      meta: { className: 'text-right tabular-nums max-md:text-left', cardLabel: 'Gross' },
      cell: ({ row: { original: d } }) => formatPeso(d.grossCentavos),
    },
    {
      id: 'net',
      header: 'Net',
      meta: { sort: SORT_COLUMNS.net, className: 'text-right tabular-nums max-md:text-left', cardLabel: 'Net' },
      cell: ({ row: { original: d } }) => formatPeso(d.netCentavos),
    },
    {
      id: 'transactions',
      header: 'Transactions',
      meta: { className: 'text-right tabular-nums max-md:text-left', cardLabel: 'Transactions' },
      cell: ({ row: { original: d } }) => d.transactions,
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-2' },
      cell: ({ row: { original: d } }) => (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setViewing(d)} aria-label={`Details of ${formatCalendarDate(d.salesDate)}`}>
            Details
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing(d)}
            aria-label={`${d.status === 'draft' ? 'Edit' : 'Correct'} ${formatCalendarDate(d.salesDate)}`}
          >
            {d.status === 'draft' ? 'Edit' : 'Correct'}
          </Button>
          {d.status === 'draft' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={remove.isPending}
              onClick={() => remove.mutate(d.id)}
              aria-label={`Delete draft of ${formatCalendarDate(d.salesDate)}`}
            >
              Delete
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <FilterSelect
          id="sales-status-filter"
          label="Status"
          allLabel="All statuses"
          value={state.status}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status })}
        />
        <DateRangeFields id="sales-dates" value={{ from: state.from, to: state.to }} onChange={(patch) => update(patch)} />
      </div>
      {list.isError ? (
        <p role="alert">The reported days could not be loaded.</p>
      ) : list.data && list.data.items.length === 0 ? (
        <TableEmpty>No days reported{state.status || state.from || state.to ? ' match these filters' : ' yet'}.</TableEmpty>
      ) : (
        <DataTable
          caption="Reported days"
          columns={columns}
          data={list.data?.items ?? []}
          getRowId={(d) => d.id}
          sort={{ value: state.sort, fallback: 'date_desc', onChange: (sort) => update({ sort: sort ?? 'date_desc' }) }}
          busy={list.isFetching}
          rowProps={(d) => ({ 'data-testid': 'sales-day-row', 'data-date': d.salesDate })}
          stacked
        />
      )}
      <ListPagination
        page={state.page}
        total={list.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        empty={!list.data?.items.length}
        onPage={setPage}
        busy={list.isFetching}
      />
      <SalesEditDialog day={editing} onClose={() => setEditing(null)} />
      <SalesDayDetails day={viewing} canAttach onClose={() => setViewing(null)} />
    </div>
  );
}
