import { useState } from 'react';
import { toast } from 'sonner';
import { ZSalesReviewInput, type SalesDay, type SalesReviewData } from '../../../../shared/sales.contracts';
import { formatPeso } from '../../../../shared/money';
import { addCalendarDays, formatCalendarDate, manilaToday } from '../../../../shared/time';
import {
  BulkActionBar,
  DataTable,
  DateRangeFields,
  ListPagination,
  NetworkFilterSelect,
  TableEmpty,
  parseAsDay,
  parseAsPage,
  parseAsUuid,
  useListUrlState,
  type DataTableColumn,
} from '../../../components/data-table';
import { DialogForm, TextareaField, useAppForm } from '../../../components/form';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-client';
import { useMissingReports } from '../get-missing-reports';
import { useSales } from '../get-sales';
import { useReviewSales } from '../review-sales';
import { SalesDayDetails } from './sales-day-details';
import { SalesSourceMark, SalesStatusBadge } from './sales-status-badge';

const PAGE_SIZE = 25;
// Prefixed keys: the panel lives in a tab of another page, whose own lists use page/from/to.
const reviewParsers = {
  salesPage: parseAsPage,
  salesLocation: parseAsUuid,
  salesFrom: parseAsDay,
  salesTo: parseAsDay,
  missingDate: parseAsDay,
};

/**
 * Head office's sales review: the queue of submitted and corrected days (filters, select, approve many, reject with
 * a reason, details with history and proof) and the locations that have not reported for a chosen day.
 */
export function SalesReviewPanel() {
  return (
    <div className="grid gap-6">
      <SectionCard title="Sales to review">
        <ReviewQueue />
      </SectionCard>
      <SectionCard title="Missing reports">
        <MissingReports />
      </SectionCard>
    </div>
  );
}

function ReviewQueue() {
  const { state, update, write } = useListUrlState(reviewParsers);
  const page = state.salesPage;
  const list = useSales({
    reviewable: 'true',
    locationId: state.salesLocation ?? undefined,
    from: state.salesFrom ?? undefined,
    to: state.salesTo ?? undefined,
    sort: 'date_asc',
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const review = useReviewSales();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const [viewing, setViewing] = useState<SalesDay | null>(null);
  const items = list.data?.items ?? [];

  const approve = async (ids: string[]) => {
    try {
      const result = await review.mutateAsync({ ids, decision: 'approve' });
      toast.success(`${result.updated} ${result.updated === 1 ? 'day' : 'days'} approved`);
      setSelected(new Set());
    } catch (e) {
      toast.error(errorMessage(e, 'The days could not be approved.'));
    }
  };

  const columns: DataTableColumn<SalesDay>[] = [
    {
      id: 'date',
      header: 'Date',
      meta: { className: 'whitespace-nowrap font-medium', cardLabel: false },
      cell: ({ row: { original: d } }) => formatCalendarDate(d.salesDate),
    },
    { id: 'location', header: 'Location', meta: { cardLabel: false }, cell: ({ row: { original: d } }) => d.location.name },
    {
      id: 'status',
      header: 'Status',
      meta: { cardLabel: false },
      cell: ({ row: { original: d } }) => (
        <>
          <SalesStatusBadge status={d.status} />
          <SalesSourceMark source={d.source} />
        </>
      ),
    },
    {
      id: 'net',
      header: 'Net',
      meta: { className: 'text-right tabular-nums max-md:text-left', cardLabel: 'Net' },
      cell: ({ row: { original: d } }) => formatPeso(d.netCentavos),
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-2' },
      cell: ({ row: { original: d } }) => {
        const day = formatCalendarDate(d.salesDate);
        return (
          <div className="flex flex-wrap gap-2 md:flex-nowrap">
            <Button size="sm" variant="outline" onClick={() => setViewing(d)} aria-label={`Details of ${d.location.name}, ${day}`}>
              Details
            </Button>
            <Button size="sm" disabled={review.isPending} onClick={() => approve([d.id])} aria-label={`Approve ${d.location.name}, ${day}`}>
              Approve
            </Button>
            <Button size="sm" variant="outline" onClick={() => setRejecting([d.id])} aria-label={`Reject ${d.location.name}, ${day}`}>
              Reject
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <NetworkFilterSelect
          kind="location"
          id="sales-review"
          className="grid gap-2"
          value={state.salesLocation}
          onChange={(salesLocation) => write({ salesLocation, salesPage: 1 }, true)}
        />
        <DateRangeFields
          id="sales-review-dates"
          value={{ from: state.salesFrom, to: state.salesTo }}
          onChange={(patch) =>
            update({ ...('from' in patch ? { salesFrom: patch.from } : {}), ...('to' in patch ? { salesTo: patch.to } : {}), salesPage: 1 })
          }
        />
      </div>
      {items.length > 0 ? (
        <BulkActionBar
          visible={items.length}
          selected={selected.size}
          onSelectAll={(all) => setSelected(all ? new Set(items.map((d) => d.id)) : new Set())}
        >
          <Button size="sm" disabled={review.isPending} onClick={() => approve([...selected])}>
            Approve selected
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRejecting([...selected])}>
            Reject selected
          </Button>
        </BulkActionBar>
      ) : null}
      {list.isError ? (
        <p role="alert">The review queue could not be loaded.</p>
      ) : list.data && items.length === 0 ? (
        <TableEmpty>Nothing to review: every submitted day has been approved or rejected.</TableEmpty>
      ) : (
        <DataTable
          caption="Sales to review"
          columns={columns}
          data={items}
          getRowId={(d) => d.id}
          selection={{
            selected,
            onChange: setSelected,
            label: (d) => `Select ${d.location.name}, ${formatCalendarDate(d.salesDate)}`,
          }}
          busy={list.isFetching}
          rowProps={() => ({ 'data-testid': 'sales-review-row' })}
          stacked
        />
      )}
      <ListPagination
        page={page}
        total={list.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        empty={items.length === 0}
        onPage={(salesPage) => write({ salesPage }, false)}
        busy={list.isFetching}
      />
      {rejecting ? (
        <RejectDialog
          ids={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            setRejecting(null);
            setSelected(new Set());
          }}
        />
      ) : null}
      <SalesDayDetails day={viewing} canAttach={false} onClose={() => setViewing(null)} />
    </div>
  );
}

function RejectDialog({ ids, onClose, onDone }: { ids: string[]; onClose: () => void; onDone: () => void }) {
  const review = useReviewSales();
  const form = useAppForm<{ ids: string[]; decision: 'reject'; reason: string }, SalesReviewData>(
    ZSalesReviewInput,
    { ids, decision: 'reject', reason: '' },
    { labels: { reason: 'Reason' } },
  );
  const many = ids.length > 1;
  return (
    <DialogForm
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={many ? `Reject ${ids.length} days` : 'Reject this day'}
      description="The franchisee is notified with your reason and can correct the figures."
      onSubmit={form.submit(async (data) => {
        const result = await review.mutateAsync(data);
        toast.success(`${result.updated} ${result.updated === 1 ? 'day' : 'days'} rejected`);
        onDone();
      }, 'The days could not be rejected.')}
      formError={form.formError}
      submitLabel="Reject"
      pendingLabel="Rejecting…"
      pending={review.isPending}
      variant="destructive"
    >
      <TextareaField control={form.control} name="reason" id="sales-reject-reason" label="Reason" maxLength={500} />
    </DialogForm>
  );
}

function MissingReports() {
  const { state, write } = useListUrlState(reviewParsers);
  const today = manilaToday();
  const date = state.missingDate ?? addCalendarDays(today, -1);
  const missing = useMissingReports(date);
  return (
    <div className="grid gap-4">
      <div className="grid max-w-56 gap-2">
        <Label htmlFor="sales-missing-date">Day</Label>
        <Input
          id="sales-missing-date"
          type="date"
          max={today}
          value={date}
          onChange={(e) => write({ missingDate: e.target.value || null }, true)}
        />
      </div>
      {missing.isError ? (
        <p role="alert">The missing reports could not be loaded.</p>
      ) : missing.isPending ? (
        <p className="text-muted-foreground">Loading…</p>
      ) : missing.data.items.length === 0 ? (
        <TableEmpty>Every open location has reported its sales for {formatCalendarDate(date)}.</TableEmpty>
      ) : (
        <DataTable
          caption={`Locations without a sales report for ${formatCalendarDate(date)}`}
          columns={[
            {
              id: 'location',
              header: 'Location',
              meta: { cardLabel: false },
              cell: ({ row: { original: m } }) => `${m.locationName} (${m.locationCode})`,
            },
            {
              id: 'owner',
              header: 'Franchisee',
              meta: { cardLabel: 'Franchisee' },
              cell: ({ row: { original: m } }) => m.ownerName ?? '—',
            },
            {
              id: 'email',
              header: 'E-mail',
              meta: { cardLabel: 'E-mail', className: 'break-all' },
              cell: ({ row: { original: m } }) => m.ownerEmail ?? '—',
            },
          ]}
          data={missing.data.items}
          getRowId={(m) => m.locationId}
          rowProps={() => ({ 'data-testid': 'sales-missing-row' })}
          stacked
        />
      )}
    </div>
  );
}
