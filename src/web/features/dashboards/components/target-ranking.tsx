import type { FranchisorDashboard, LocationTargetRow } from '../../../../shared/dashboards.contracts';
import { formatPeso } from '../../../../shared/money';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { cn } from '../../../lib/cn';
import { formatPercent } from '../format';

type Group = 'top' | 'bottom' | 'none';
type Row = LocationTargetRow & { group: Group };

const GROUP_TITLE: Record<Group, string> = {
  top: 'Top locations',
  bottom: 'Bottom locations',
  none: 'No monthly target set',
};

/** A bar for the progress against the prorated target; the number beside it says the same. */
function ProgressBar({ percent }: { percent: number }) {
  return (
    <span aria-hidden className="block h-1.5 w-full max-w-32 overflow-hidden rounded-full bg-muted">
      <span
        className={cn('block h-full rounded-full', percent >= 100 ? 'bg-success' : percent >= 75 ? 'bg-primary' : 'bg-warning')}
        style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
      />
    </span>
  );
}

const columns: DataTableColumn<Row>[] = [
  {
    id: 'location',
    header: 'Location',
    cell: ({ row }) => (
      <span className="grid">
        <span className="font-medium">{row.original.name}</span>
        <span className="text-xs text-muted-foreground">
          {row.original.brandName} · {row.original.code}
        </span>
      </span>
    ),
    meta: { cardLabel: false },
  },
  {
    id: 'mtd',
    header: 'Month to date',
    cell: ({ row }) => formatPeso(row.original.monthToDateCentavos),
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right', cardLabel: 'Month to date' },
  },
  {
    id: 'target',
    header: 'Target to date',
    cell: ({ row }) => (row.original.proratedTargetCentavos === null ? '—' : formatPeso(row.original.proratedTargetCentavos)),
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right', cardLabel: 'Target to date' },
  },
  {
    id: 'progress',
    header: 'Progress',
    cell: ({ row }) => (
      <span className="inline-flex items-center gap-2">
        {row.original.progressPercent === null ? null : <ProgressBar percent={row.original.progressPercent} />}
        <span className="tabular-nums">{formatPercent(row.original.progressPercent)}</span>
      </span>
    ),
    meta: { cardLabel: 'Progress' },
  },
];

/**
 * Open locations' month to date against their monthly target prorated to today (target × elapsed days / days in
 * the month): the five best, the five weakest, then those without a target.
 */
export function TargetRanking({ ranking }: { ranking: FranchisorDashboard['ranking'] }) {
  const rows: Row[] = [
    ...ranking.top.map((r) => ({ ...r, group: 'top' as const })),
    ...ranking.bottom.map((r) => ({ ...r, group: 'bottom' as const })),
    ...ranking.withoutTarget.map((r) => ({ ...r, group: 'none' as const })),
  ];
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No open locations yet.</p>;
  return (
    <DataTable
      caption="Locations against their monthly target"
      columns={columns}
      data={rows}
      getRowId={(r) => `${r.group}-${r.locationId}`}
      rowHeader="location"
      stacked
      plain
      groupBy={{
        key: (r) => r.group,
        header: (group) => GROUP_TITLE[group[0].group],
        headerClassName: 'bg-muted/60 text-foreground',
        testId: 'ranking-group',
      }}
    />
  );
}
