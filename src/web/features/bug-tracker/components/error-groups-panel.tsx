import { toast } from 'sonner';
import type { ErrorGroup } from '../../../../shared/diagnostics.contracts';
import type { ErrorGroupStatus } from '../../../../shared/diagnostics-info';
import { formatDateTime } from '../../../../shared/time';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useRowExpansion } from '../../../components/data-table/row-expansion';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
import { Button } from '../../../components/ui/button';
import { PILL_TONES, StatusPill } from '../../../components/ui/status-pill';
import { errorMessage } from '../../../lib/api-client';
import { ERROR_GROUP_PAGE_SIZE, ERROR_GROUP_STATUS_LABELS, errorGroupQuery, type ErrorGroupListState } from '../error-group-filters';
import { useErrorGroups } from '../get-error-groups';
import { useSetErrorGroupStatus } from '../update-error-group';
import { ErrorGroupStatusTabs } from './error-group-status-tabs';

const KIND_LABELS: Record<ErrorGroup['kind'], string> = {
  render: 'Render error',
  error: 'Script error',
  unhandledrejection: 'Unhandled rejection',
};
const STATUS_TONES: Record<ErrorGroupStatus, string> = { open: PILL_TONES.bad, resolved: PILL_TONES.good, ignored: PILL_TONES.neutral };

/** The actions a group in each status offers, and the toast each says. */
const ACTIONS: Record<ErrorGroupStatus, { to: ErrorGroupStatus; label: string; done: string }[]> = {
  open: [
    { to: 'resolved', label: 'Resolve', done: 'Marked resolved' },
    { to: 'ignored', label: 'Ignore', done: 'Ignored' },
  ],
  resolved: [{ to: 'open', label: 'Reopen', done: 'Reopened' }],
  ignored: [{ to: 'open', label: 'Reopen', done: 'Reopened' }],
};

/** Client error groups: Open/Resolved/Ignored with counts, paging; a row opens to its stack and last report. */
export function ErrorGroupsPanel({
  state,
  onChange,
  onPage,
}: {
  state: ErrorGroupListState;
  onChange: (patch: Partial<ErrorGroupListState>) => void;
  onPage: (page: number) => void;
}) {
  const list = useErrorGroups(errorGroupQuery(state));
  const setStatus = useSetErrorGroupStatus();
  const rows = useRowExpansion();

  const move = (g: ErrorGroup, action: (typeof ACTIONS)[ErrorGroupStatus][number]) =>
    setStatus.mutate(
      { id: g.id, status: action.to },
      {
        onSuccess: () => toast.success(action.done, { description: g.message.slice(0, 120) }),
        onError: (e) => toast.error('The error group could not be updated', { description: errorMessage(e, 'Please try again.') }),
      },
    );

  const columns: DataTableColumn<ErrorGroup>[] = [
    {
      id: 'error',
      header: 'Error',
      meta: { cardLabel: false, className: 'md:min-w-64' },
      cell: ({ row: { original: g } }) => (
        <div className="grid min-w-0 gap-0.5">
          <span className="break-words font-medium" data-testid="error-group-message">
            {g.message}
          </span>
          <span className="text-xs text-muted-foreground">
            {KIND_LABELS[g.kind]} on <code className="break-all font-mono">{g.route}</code>
          </span>
        </div>
      ),
    },
    {
      id: 'count',
      header: 'Count',
      meta: { className: 'text-right tabular-nums' },
      cell: ({ row: { original: g } }) => <span data-testid="error-group-count">{g.count}</span>,
    },
    {
      id: 'seen',
      header: 'First / last seen',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original: g } }) => (
        <div className="grid gap-0.5 text-sm">
          <span>
            <span className="sr-only">First seen </span>
            <time dateTime={g.firstSeenAt}>{formatDateTime(g.firstSeenAt)}</time>
          </span>
          <span className="text-muted-foreground">
            <span className="sr-only">Last seen </span>
            <time dateTime={g.lastSeenAt}>{formatDateTime(g.lastSeenAt)}</time>
          </span>
        </div>
      ),
    },
    {
      id: 'last',
      header: 'Last report',
      meta: { className: 'md:min-w-52 md:max-w-64' },
      cell: ({ row: { original: g } }) => (
        <div className="grid min-w-0 gap-0.5 text-xs text-muted-foreground">
          <span className="break-words text-sm text-foreground">{g.userEmail ?? 'Signed out'}</span>
          <span className="line-clamp-2 break-words" title={g.browser ?? undefined}>
            {g.browser ?? 'Browser unknown'}
          </span>
          <span>Build {g.buildVersion ?? 'unknown'}</span>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-1 max-md:text-right' },
      cell: ({ row: { original: g } }) => (
        <StatusPill status={g.status} tone={STATUS_TONES[g.status]} label={ERROR_GROUP_STATUS_LABELS[g.status]} />
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { cardLabel: false, className: 'text-right' },
      cell: ({ row: { original: g } }) => (
        <div className="flex flex-wrap justify-end gap-2">
          {ACTIONS[g.status].map((action) => (
            <Button
              key={action.to}
              size="sm"
              variant="outline"
              disabled={setStatus.isPending}
              onClick={() => move(g, action)}
              aria-label={`${action.label}: ${g.message.slice(0, 80)}`}
            >
              {action.label}
            </Button>
          ))}
        </div>
      ),
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="rounded-xl border border-border bg-card p-4 shadow-sm">
        <ErrorGroupStatusTabs counts={list.data?.counts} value={state.status} onChange={(status) => onChange({ status })} />
      </div>
      <ListQueryBody
        query={list}
        loadingLabel="Loading error reports"
        errorFallback="Error reports could not be loaded."
        filtered={Boolean(state.status)}
        noMatches={state.status ? `No ${ERROR_GROUP_STATUS_LABELS[state.status].toLowerCase()} errors.` : null}
        noneYet="No errors reported yet."
        page={state.page}
        pageSize={ERROR_GROUP_PAGE_SIZE}
        onPage={onPage}
      >
        {(items) => (
          <DataTable
            stacked
            caption="Reported errors"
            columns={columns}
            data={items}
            getRowId={(g) => g.id}
            rowProps={(g) => ({ 'data-testid': 'error-group-row', 'data-status': g.status })}
            busy={list.isPlaceholderData}
            expansion={{
              ...rows,
              label: (g, open) => `${open ? 'Hide' : 'Show'} the stack of ${g.message.slice(0, 80)}`,
              detail: (g) => <GroupDetail group={g} />,
              cardClassName: 'max-md:col-span-1 max-md:row-start-1',
            }}
          />
        )}
      </ListQueryBody>
    </div>
  );
}

function GroupDetail({ group: g }: { group: ErrorGroup }) {
  return (
    <div className="grid gap-3 text-sm" data-testid="error-group-detail">
      {g.stack ? (
        <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-all rounded-md bg-muted p-3 font-mono text-xs">{g.stack}</pre>
      ) : (
        <p className="text-muted-foreground">No stack was reported.</p>
      )}
      <dl className="grid gap-x-4 gap-y-1 text-muted-foreground sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-foreground">Last user</dt>
        <dd className="break-all">{g.userEmail ?? 'Signed out'}</dd>
        <dt className="font-medium text-foreground">Browser</dt>
        <dd className="break-words">{g.browser ?? 'Unknown'}</dd>
        <dt className="font-medium text-foreground">Build</dt>
        <dd>{g.buildVersion ?? 'Unknown'}</dd>
      </dl>
    </div>
  );
}
