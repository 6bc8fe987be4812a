import { useId, useState } from 'react';
import {
  INVOICE_KINDS,
  INVOICE_PAGE_SIZE,
  INVOICE_STATUS_LABELS,
  type FinanceInvoice,
  type InvoiceSort,
} from '../../../../shared/finance.contracts';
import { INVOICE_STATUSES } from '../../../../shared/operations.contracts';
import { formatPeso } from '../../../../shared/money';
import { formatCalendarDate } from '../../../../shared/time';
import { DataTable, DateRangeFields, ListPagination, TableEmpty, TableLoading, type DataTableColumn } from '../../../components/data-table';
import { LoadError } from '../../../components/feedback/load-error';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import type { InvoiceFilters } from '../../../lib/query-keys/finance';
import { useInvoices } from '../get-invoices';
import { monthLabel } from '../../../../shared/time';
import { PaymentDialog } from './payment-dialog';

const num = 'whitespace-nowrap text-right tabular-nums';
const KIND_LABELS = { order: 'Order', royalty: 'Royalty' } as const;

function columns(onPay: ((inv: FinanceInvoice) => void) | undefined): DataTableColumn<FinanceInvoice>[] {
  const cols: DataTableColumn<FinanceInvoice>[] = [
    {
      id: 'number',
      header: 'Invoice',
      cell: ({ row: { original: i } }) => (
        <span className="grid">
          <span className="font-medium">{i.invoiceNumber}</span>
          <span className="text-xs text-muted-foreground">
            {i.kind === 'royalty' && i.statementMonth ? `Royalties ${monthLabel(i.statementMonth)}` : `Order ${i.orderNumber ?? ''}`} ·{' '}
            {i.location.name}
          </span>
        </span>
      ),
    },
    { id: 'status', header: 'Status', cell: ({ row }) => INVOICE_STATUS_LABELS[row.original.status] },
    {
      id: 'due',
      header: 'Due',
      meta: { sort: { asc: 'due_asc', desc: 'due_desc' }, className: 'whitespace-nowrap' },
      cell: ({ row }) => formatCalendarDate(row.original.dueOn),
    },
    {
      id: 'amount',
      header: 'Amount',
      meta: { sort: { desc: 'amount_desc' }, className: num, headerClassName: num },
      cell: ({ row }) => formatPeso(row.original.amountCentavos),
    },
    {
      id: 'balance',
      header: 'Balance',
      meta: { sort: { desc: 'balance_desc' }, className: `${num} font-semibold`, headerClassName: num },
      cell: ({ row }) => formatPeso(row.original.balanceCentavos),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'whitespace-nowrap text-right' },
      cell: ({ row: { original: i } }) => (
        <span className="inline-flex items-center gap-3">
          <a className="text-sm text-primary underline-offset-4 hover:underline" href={i.pdfUrl} download>
            PDF<span className="sr-only"> of {i.invoiceNumber}</span>
          </a>
          {onPay && (i.status === 'sent' || i.status === 'overdue') && i.balanceCentavos > 0 ? (
            <Button size="sm" variant="outline" onClick={() => onPay(i)}>
              Record payment<span className="sr-only"> for {i.invoiceNumber}</span>
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  return cols;
}

/** Invoices tab: order and royalty invoices with balances, filters/sort/page in the URL, head office records payments. */
export function InvoicesPanel({
  filters,
  canManage,
  onChange,
}: {
  filters: InvoiceFilters;
  canManage: boolean;
  onChange: (next: InvoiceFilters, replace: boolean) => void;
}) {
  const id = useId();
  const list = useInvoices(filters);
  // The row button that opened the dialog gets focus back when it closes.
  const [paying, setPaying] = useState<{ invoice: FinanceInvoice; opener: HTMLElement | null } | null>(null);
  const filtered = filters.kind || filters.status || filters.dueFrom || filters.dueTo;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          id={`${id}-kind`}
          label="Kind"
          allLabel="All kinds"
          className="grid w-40 gap-2"
          value={filters.kind}
          options={INVOICE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          onChange={(kind) => onChange({ ...filters, kind, page: 1 }, true)}
        />
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          allLabel="All statuses"
          className="grid w-40 gap-2"
          value={filters.status}
          options={INVOICE_STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_LABELS[s] }))}
          onChange={(status) => onChange({ ...filters, status, page: 1 }, true)}
        />
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">Due date</legend>
          <DateRangeFields
            id={`${id}-due`}
            className="grid w-40 gap-2"
            value={{ from: filters.dueFrom, to: filters.dueTo }}
            onChange={(patch) =>
              onChange(
                {
                  ...filters,
                  dueFrom: patch.from !== undefined ? patch.from : filters.dueFrom,
                  dueTo: patch.to !== undefined ? patch.to : filters.dueTo,
                  page: 1,
                },
                true,
              )
            }
          />
        </fieldset>
      </div>
      {list.isPending ? (
        <TableLoading label="Loading invoices" />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} fallback="The invoices could not be loaded." onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <TableEmpty>{filtered ? 'No invoices match these filters.' : 'No invoices yet.'}</TableEmpty>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="invoice-balance">
            {list.data.total} invoices · open balance {formatPeso(list.data.balanceCentavos)}
          </p>
          <DataTable
            caption="Invoices"
            stacked
            columns={columns(
              canManage
                ? (invoice) => setPaying({ invoice, opener: document.activeElement instanceof HTMLElement ? document.activeElement : null })
                : undefined,
            )}
            data={list.data.items}
            getRowId={(i) => i.id}
            busy={list.isPlaceholderData}
            sort={{
              value: filters.sort,
              fallback: 'due_asc',
              onChange: (sort) => onChange({ ...filters, sort: (sort ?? 'due_asc') as InvoiceSort, page: 1 }, true),
            }}
            rowProps={() => ({ 'data-testid': 'invoice-row' })}
          />
          <ListPagination
            page={filters.page}
            total={list.data.total}
            pageSize={INVOICE_PAGE_SIZE}
            empty={list.data.items.length === 0}
            busy={list.isPlaceholderData}
            onPage={(page) => onChange({ ...filters, page }, false)}
          />
        </>
      )}
      {canManage ? (
        <PaymentDialog
          invoice={paying?.invoice ?? null}
          onClose={() => {
            paying?.opener?.focus();
            setPaying(null);
          }}
        />
      ) : null}
    </div>
  );
}
