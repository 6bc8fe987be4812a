import { Link } from 'react-router';
import { OPENING_STAGE_LABELS, OPENING_STAGES, type OpeningStage, type OpeningSummary } from '../../../../shared/openings.contracts';
import { packageLabel } from '../../../../shared/packages';
import { formatCalendarDate } from '../../../../shared/time';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { cn } from '../../../lib/cn';
import { targetDaysText, progressPercent } from '../opening-format';

const columns: DataTableColumn<OpeningSummary>[] = [
  {
    id: 'store',
    header: 'Store',
    cell: ({ row }) => (
      <span className="grid">
        <Link to={`/openings?project=${row.original.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {row.original.location.name}
        </Link>
        <span className="text-xs text-muted-foreground">
          {row.original.location.code} · {row.original.location.city} · {row.original.brand.name} {packageLabel(row.original.packageCode)}
        </span>
      </span>
    ),
    meta: { cardLabel: false },
  },
  {
    id: 'owner',
    header: 'Franchisee',
    cell: ({ row }) => row.original.owner?.name || <span className="text-muted-foreground">Invited</span>,
    meta: { cardLabel: 'Franchisee' },
  },
  {
    id: 'target',
    header: 'Target date',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {formatCalendarDate(row.original.openedOn ?? row.original.cancelledOn ?? row.original.targetDate)}
      </span>
    ),
    meta: { cardLabel: 'Target date' },
  },
  {
    id: 'days',
    header: 'Days left',
    cell: ({ row }) =>
      row.original.status !== 'in_progress' ? (
        row.original.status === 'opened' ? (
          'Open'
        ) : (
          'Cancelled'
        )
      ) : (
        <span className={cn('whitespace-nowrap', row.original.daysLeft < 0 && 'font-medium text-destructive')}>
          {targetDaysText(row.original.daysLeft)}
        </span>
      ),
    meta: { cardLabel: 'Days left' },
  },
  {
    id: 'progress',
    header: 'Progress',
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {row.original.progress.done}/{row.original.progress.total} ({progressPercent(row.original.progress)}%)
      </span>
    ),
    meta: { cardLabel: 'Progress' },
  },
  {
    id: 'overdue',
    header: 'Overdue',
    cell: ({ row }) => (
      <span className={cn('tabular-nums', row.original.overdueCount > 0 && 'font-medium text-destructive')} data-testid="board-overdue">
        {row.original.overdueCount}
      </span>
    ),
    meta: { className: 'text-right', headerClassName: 'text-right', cardLabel: 'Overdue' },
  },
  {
    id: 'critical',
    header: 'Critical open',
    cell: ({ row }) => (
      <span className="tabular-nums" data-testid="board-critical">
        {row.original.criticalOpen}
      </span>
    ),
    meta: { className: 'text-right', headerClassName: 'text-right', cardLabel: 'Critical open' },
  },
  {
    id: 'review',
    header: 'To review',
    cell: ({ row }) => (
      <span className={cn('tabular-nums', row.original.awaitingReview > 0 && 'font-medium text-sky-800')} data-testid="board-review">
        {row.original.awaitingReview}
      </span>
    ),
    meta: { className: 'text-right', headerClassName: 'text-right', cardLabel: 'To review' },
  },
];

/** Openings in stage order (the board's columns, top to bottom), soonest target first within a stage. */
export function boardOrder(items: readonly OpeningSummary[]): OpeningSummary[] {
  const rank = (s: OpeningStage) => OPENING_STAGES.indexOf(s);
  return [...items].sort((a, b) => rank(a.stage) - rank(b.stage) || a.targetDate.localeCompare(b.targetDate) || a.id.localeCompare(b.id));
}

/** Every opening, grouped by stage, with the counts that need head office: overdue, critical open, awaiting review. */
export function OpeningsBoard({ items }: { items: readonly OpeningSummary[] }) {
  const rows = boardOrder(items);
  return (
    <div className="grid gap-4">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6" aria-label="Openings by stage">
        {OPENING_STAGES.map((s) => (
          <li key={s} className="rounded-lg border border-border bg-card p-3" data-testid="stage-count" data-stage={s}>
            <span className="block text-xs text-muted-foreground">{OPENING_STAGE_LABELS[s]}</span>
            <span className="text-2xl font-semibold tabular-nums">{items.filter((i) => i.stage === s).length}</span>
          </li>
        ))}
      </ul>
      <DataTable
        caption="Store openings by stage"
        columns={columns}
        data={rows}
        getRowId={(o) => o.id}
        rowHeader="store"
        stacked
        rowProps={(o) => ({ 'data-testid': 'opening-row', 'data-id': o.id, 'data-stage': o.stage, 'data-store': o.location.name })}
        groupBy={{
          key: (o) => o.stage,
          header: (group) => `${OPENING_STAGE_LABELS[group[0].stage]} (${group.length})`,
          testId: 'stage-group',
        }}
      />
    </div>
  );
}
