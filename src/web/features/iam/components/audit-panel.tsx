import { useId } from 'react';
import type { AuditEntry } from '../../../../shared/iam.contracts';
import { LoadError } from '../../../components/feedback/load-error';
import { ClearFiltersButton, DateRangeFields } from '../../../components/data-table/filter-bar';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useDebouncedField } from '../../../lib/use-debounced-field';
import { debouncedInputProps } from '../../../lib/debounced-input-props';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useRowExpansion } from '../../../components/data-table/row-expansion';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button';
import { ListPagination } from '../../../components/data-table/pagination';
import { formatDateTime } from '../../../../shared/time';
import { useAuditLog } from '../get-audit-log';
import { actionLabel, prettyJson } from '../iam-format';
import { AUDIT_PAGE_SIZE, auditCsvHref, NO_AUDIT_FILTERS, type AuditFilters } from '../../../lib/filters/iam-filters';
import { TableEmpty, TableLoading } from '../../../components/data-table/table-states';
import { Inbox } from 'lucide-react';
import { SearchField } from '../../../components/search-field';
import { refilter } from '../../../lib/filters/refilter';

const AUDIT_COLUMNS: DataTableColumn<AuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: ({ row: { original: e } }) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>,
    meta: { className: 'whitespace-nowrap align-top', cardLabel: false, cardClassName: 'max-md:text-xs max-md:text-muted-foreground' },
  },
  {
    id: 'who',
    header: 'Who',
    cell: ({ row: { original: e } }) => (
      <>
        <span className="text-muted-foreground md:hidden">By </span>
        {e.actorEmail ?? 'System'}
      </>
    ),
    meta: { className: 'align-top md:whitespace-nowrap', cardLabel: false, cardClassName: 'max-md:[overflow-wrap:anywhere]' },
  },
  {
    id: 'action',
    header: 'Action',
    cell: ({ row: { original: e } }) => (
      <>
        <span className="font-medium">{actionLabel(e.action)}</span>
        <code className="block text-xs text-muted-foreground max-md:hidden">{e.action}</code>
      </>
    ),
    // Below md the action heads its card, beside the toggle.
    meta: {
      className: 'align-top',
      cardLabel: false,
      cardClassName: 'max-md:col-span-1 max-md:col-start-1 max-md:row-start-1 max-md:self-center',
    },
  },
  {
    id: 'target',
    header: 'Target',
    cell: ({ row: { original: e } }) => (
      <>
        <span className="text-muted-foreground md:hidden">On </span>
        {e.targetLabel ?? e.targetId ?? '—'}
        <span className="block text-xs text-muted-foreground max-md:inline max-md:before:content-['_·_']">{e.targetType}</span>
      </>
    ),
    meta: { className: 'align-top [overflow-wrap:anywhere] md:min-w-48', cardLabel: false },
  },
  {
    id: 'address',
    header: 'Address',
    cell: ({ row: { original: e } }) => (
      <>
        <span className="md:hidden">From </span>
        {e.ipAddress ?? '—'}
      </>
    ),
    meta: { className: 'whitespace-nowrap align-top text-muted-foreground', cardLabel: false, cardClassName: 'max-md:text-xs' },
  },
];

/** An entry's recorded state before and after the change. */
function BeforeAfter({ entry }: { entry: AuditEntry }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {(
        [
          ['Before', entry.before],
          ['After', entry.after],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className="grid min-w-0 content-start gap-1">
          <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</span>
          <pre className="max-h-64 overflow-auto rounded-md border border-border bg-card p-2 text-xs">{prettyJson(value)}</pre>
        </div>
      ))}
    </div>
  );
}

/** Audit log: search, action and date range filters, newest first, before/after on demand, CSV export. */
export function AuditPanel({ filters, onChange }: { filters: AuditFilters; onChange: (f: AuditFilters, replace: boolean) => void }) {
  const log = useAuditLog(filters);
  const rows = useRowExpansion();

  let body;
  if (log.isPending) body = <TableLoading label="Loading audit log" />;
  else if (log.isError && !log.data)
    body = <LoadError error={log.error} fallback="The audit log could not be loaded." onRetry={() => void log.refetch()} />;
  else {
    const { items, total } = log.data;
    body = (
      <div className="grid gap-3" aria-busy={log.isPlaceholderData || undefined}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            <span className="font-medium text-foreground">{total.toLocaleString('en-PH')}</span> {total === 1 ? 'entry' : 'entries'}
          </p>
          <ExportCsvButton href={auditCsvHref(filters)} />
        </div>
        {items.length === 0 ? (
          <TableEmpty icon={<Inbox aria-hidden className="size-8 text-muted-foreground" />}>
            {filters.search || filters.action || filters.from || filters.to ? 'No entries match these filters.' : 'Nothing recorded yet.'}
          </TableEmpty>
        ) : (
          <DataTable
            caption="Audit log"
            columns={AUDIT_COLUMNS}
            data={items}
            getRowId={(e) => e.id}
            busy={log.isPlaceholderData}
            stacked
            scroll
            rowProps={(e) => ({ 'data-testid': 'iam-audit-row', 'data-action': e.action })}
            expansion={{
              ...rows,
              label: (e, open) => `${open ? 'Hide' : 'Show'} before and after of ${actionLabel(e.action)}`,
              detail: (e) => <BeforeAfter entry={e} />,
              cardClassName: 'max-md:col-start-2 max-md:row-start-1',
            }}
          />
        )}
        <ListPagination
          page={filters.page}
          total={total}
          pageSize={AUDIT_PAGE_SIZE}
          empty={items.length === 0}
          onPage={(page) => onChange({ ...filters, page }, false)}
          busy={log.isPlaceholderData}
        />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <AuditFiltersBar filters={filters} onChange={(f) => onChange(f, true)} />
      {body}
    </div>
  );
}

function AuditFiltersBar({ filters, onChange }: { filters: AuditFilters; onChange: (f: AuditFilters) => void }) {
  const id = useId();
  const set = refilter(filters, onChange);
  const action = useDebouncedField({
    value: filters.action,
    onCommit: (t) => set({ action: t.trim() }),
    same: (t, v) => t.trim() === v,
    delayMs: 350,
  });
  const active = filters.search || filters.action || filters.from || filters.to;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
      <SearchField
        id={`${id}-q`}
        label="Search the log"
        placeholder="Who, target or detail"
        maxLength={100}
        value={filters.search}
        onSearch={(search) => set({ search })}
        className="col-span-2 grid gap-2 lg:col-span-1"
      />
      <div className="col-span-2 grid gap-2 lg:col-span-1">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <Input id={`${id}-action`} placeholder="e.g. user.status" autoComplete="off" maxLength={60} {...debouncedInputProps(action)} />
      </div>
      <DateRangeFields id={id} value={filters} onChange={set} inputClassName="min-w-0" />
      <ClearFiltersButton className="justify-self-start" hidden={!active} onClear={() => onChange(NO_AUDIT_FILTERS)} />
    </div>
  );
}
