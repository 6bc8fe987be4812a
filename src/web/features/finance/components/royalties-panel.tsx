import { useId } from 'react';
import { toast } from 'sonner';
import { ROYALTY_STATUSES, ROYALTY_STATUS_LABELS, STATEMENT_PAGE_SIZE, type RoyaltyStatement } from '../../../../shared/finance.contracts';
import { formatPeso } from '../../../../shared/money';
import { DataTable, ListPagination, TableEmpty, TableLoading, type DataTableColumn } from '../../../components/data-table';
import { LoadError } from '../../../components/feedback/load-error';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-client';
import type { StatementFilters } from '../../../lib/query-keys/finance';
import { useStatements } from '../get-statements';
import { useCalculateStatements } from '../statement-actions';
import { lastFullMonth } from '../finance-view';
import { monthLabel } from '../../../../shared/time';

const num = 'whitespace-nowrap text-right tabular-nums';

function columns(onOpen: (id: string) => void): DataTableColumn<RoyaltyStatement>[] {
  return [
    {
      id: 'location',
      header: 'Location',
      cell: ({ row: { original: s } }) => (
        <Button variant="link" className="h-auto whitespace-normal p-0 text-left" onClick={() => onOpen(s.id)}>
          {s.location.name} · {monthLabel(s.month)}
        </Button>
      ),
    },
    { id: 'status', header: 'Status', cell: ({ row }) => ROYALTY_STATUS_LABELS[row.original.status] },
    {
      id: 'net',
      header: 'Net sales',
      meta: { className: num, headerClassName: num },
      cell: ({ row }) => formatPeso(row.original.netSalesCentavos),
    },
    {
      id: 'fees',
      header: 'Royalty + fee',
      meta: { className: num, headerClassName: num },
      cell: ({ row }) => formatPeso(row.original.royaltyCentavos + row.original.marketingFeeCentavos),
    },
    {
      id: 'due',
      header: 'Amount due',
      meta: { className: `${num} font-semibold`, headerClassName: num },
      cell: ({ row: { original: s } }) => (
        <div className="grid justify-items-end gap-0.5">
          <span>{formatPeso(s.amountDueCentavos)}</span>
          {/* Why it differs from "Royalty + fee": what the statement carries besides this month's charges. */}
          {s.previousBalanceCentavos !== 0 ? (
            <span className="text-xs font-normal text-muted-foreground">incl. {formatPeso(s.previousBalanceCentavos)} unpaid earlier</span>
          ) : null}
          {s.adjustmentsCentavos !== 0 ? (
            <span className="text-xs font-normal text-muted-foreground">incl. {formatPeso(s.adjustmentsCentavos)} adjustments</span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'pdf',
      header: () => <span className="sr-only">PDF</span>,
      meta: { className: 'text-right' },
      cell: ({ row: { original: s } }) => (
        <a className="text-sm text-primary underline-offset-4 hover:underline" href={`/api/finance/statements/${s.id}/pdf`} download>
          PDF
          <span className="sr-only">
            {' '}
            of {s.location.name} {monthLabel(s.month)}
          </span>
        </a>
      ),
    },
  ];
}

/** Royalties tab: the statements (filters and page in the URL), "Calculate <month>" for head office, the statement dialog. */
export function RoyaltiesPanel({
  filters,
  canManage,
  onChange,
  onOpen,
}: {
  filters: StatementFilters;
  canManage: boolean;
  onChange: (next: StatementFilters, replace: boolean) => void;
  onOpen: (id: string) => void;
}) {
  const id = useId();
  const list = useStatements(filters);
  const calculate = useCalculateStatements();
  const month = filters.month ?? lastFullMonth();
  const run = () =>
    calculate.mutate(month, {
      onSuccess: (r) =>
        toast.success(`${monthLabel(r.month)}: ${r.calculated} statements calculated`, {
          description:
            [
              r.skipped.length ? `${r.skipped.length} already approved or invoiced were left as they are.` : '',
              r.notOpen.length ? `${r.notOpen.length} not trading yet that month (royalties start on the opening date).` : '',
            ]
              .filter(Boolean)
              .join(' ') || undefined,
        }),
      onError: (e) => toast.error(errorMessage(e, 'The statements could not be calculated.')),
    });
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-month`}>Month</Label>
          <Input
            id={`${id}-month`}
            type="month"
            className="w-44"
            value={filters.month ?? ''}
            onChange={(e) => onChange({ ...filters, month: e.target.value || null, page: 1 }, true)}
          />
        </div>
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          allLabel="All statuses"
          className="w-44"
          value={filters.status}
          options={ROYALTY_STATUSES.map((s) => ({ value: s, label: ROYALTY_STATUS_LABELS[s] }))}
          onChange={(status) => onChange({ ...filters, status, page: 1 }, true)}
        />
        {canManage ? (
          <Button onClick={run} disabled={calculate.isPending}>
            {calculate.isPending ? 'Calculating…' : `Calculate ${monthLabel(month)}`}
          </Button>
        ) : null}
      </div>
      {list.isPending ? (
        <TableLoading label="Loading statements" />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} fallback="The statements could not be loaded." onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <TableEmpty>{filters.month || filters.status ? 'No statements match these filters.' : 'No royalty statements yet.'}</TableEmpty>
      ) : (
        <>
          <DataTable
            caption="Royalty statements"
            stacked
            columns={columns(onOpen)}
            data={list.data.items}
            getRowId={(s) => s.id}
            busy={list.isPlaceholderData}
            rowProps={() => ({ 'data-testid': 'statement-row' })}
          />
          <ListPagination
            page={filters.page}
            total={list.data.total}
            pageSize={STATEMENT_PAGE_SIZE}
            empty={list.data.items.length === 0}
            busy={list.isPlaceholderData}
            onPage={(page) => onChange({ ...filters, page }, false)}
          />
        </>
      )}
    </div>
  );
}
