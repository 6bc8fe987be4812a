import type { FinanceSummary } from '../../../../shared/finance.contracts';
import { AGEING_LABELS } from '../../../../shared/finance.contracts';
import { formatPeso } from '../../../../shared/money';
import { formatCalendarDate } from '../../../../shared/time';
import { BarChart, LineChart } from '../../../components/charts';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { SectionCard } from '../../../components/section-card';

type Network = Extract<FinanceSummary, { scope: 'network' }>;
type Own = Extract<FinanceSummary, { scope: 'own' }>;

function Kpi({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4" data-testid={testId}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{value}</p>
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

type AgeingRow = Network['ageing'][number];
const ageingColumns: DataTableColumn<AgeingRow>[] = [
  { id: 'bucket', header: 'Age', cell: ({ row }) => AGEING_LABELS[row.original.bucket] },
  {
    id: 'count',
    header: 'Invoices',
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
    cell: ({ row }) => row.original.count,
  },
  {
    id: 'balance',
    header: 'Balance',
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
    cell: ({ row }) => formatPeso(row.original.balanceCentavos),
  },
];

/** Head office: KPI cards, royalties billed/collected/pending and revenue per month, receivables ageing. */
export function NetworkOverview({ summary }: { summary: Network }) {
  const t = summary.totals;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Kpi label="Receivables" value={formatPeso(t.receivablesCentavos)} hint="Open invoice balances" testId="kpi-receivables" />
        <Kpi label="Overdue" value={formatPeso(t.overdueCentavos)} hint="Past their due date" testId="kpi-overdue" />
        <Kpi
          label="Royalties collected (12 months)"
          value={formatPeso(t.royaltyCollectedCentavos)}
          hint={`of ${formatPeso(t.royaltyBilledCentavos)} billed`}
        />
        <Kpi
          label="Royalties pending"
          value={formatPeso(t.royaltyPendingCentavos)}
          hint={`Billed, not yet collected · ${t.openStatements} statements to invoice`}
          testId="kpi-pending"
        />
      </div>
      {/* overflow-x-clip: the chart kit's screen-reader table (sr-only, absolutely placed) is as wide as its months and
          would otherwise widen the page at 375 px. */}
      <div className="relative grid grid-cols-1 gap-4 overflow-x-clip xl:grid-cols-2">
        <BarChart
          title="Royalties per month"
          description="Billed, collected and pending royalty invoices by statement month (last 12 months)."
          data={summary.months}
          xKey="month"
          xKind="month"
          valueKind="peso"
          series={[
            { key: 'royaltyBilledCentavos', label: 'Billed' },
            { key: 'royaltyCollectedCentavos', label: 'Collected' },
            { key: 'royaltyPendingCentavos', label: 'Pending' },
          ]}
        />
        <LineChart
          title="Network revenue"
          description="Net sales reported and approved per month (last 12 months)."
          data={summary.months}
          xKey="month"
          xKind="month"
          valueKind="peso"
          series={[
            { key: 'reportedNetCentavos', label: 'Reported' },
            { key: 'approvedNetCentavos', label: 'Approved' },
          ]}
        />
      </div>
      <SectionCard title="Receivables ageing">
        <DataTable
          caption="Receivables ageing by days past due"
          columns={ageingColumns}
          data={summary.ageing}
          getRowId={(r) => r.bucket}
          plain
        />
      </SectionCard>
    </div>
  );
}

/** A franchisee: what they owe, what is overdue and the next invoice due. */
export function OwnOverview({ summary }: { summary: Own }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <Kpi label="Balance" value={formatPeso(summary.balanceCentavos)} hint="All open invoices" testId="kpi-balance" />
      <Kpi label="Overdue" value={formatPeso(summary.overdueCentavos)} testId="kpi-overdue" />
      <Kpi
        label="Next due"
        value={summary.nextDue ? formatPeso(summary.nextDue.balanceCentavos) : '—'}
        hint={summary.nextDue ? `${summary.nextDue.invoiceNumber}, due ${formatCalendarDate(summary.nextDue.dueOn)}` : 'Nothing due'}
      />
    </div>
  );
}
