import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AnalyticsTable, ResolvedPeriod } from '../../../../shared/analytics.contracts';
import { formatComparedRanges } from '../../../../shared/mtd-comparison';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button';
import { TableEmpty, TableLoading } from '../../../components/data-table/table-states';
import { LoadError } from '../../../components/feedback/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { AnalyticsFilters } from '../../../lib/query-keys/analytics';
import { exportHref } from '../analytics-filters';

/** A panel's query: skeleton on first load, the error with a retry, then the figures (dimmed while a new period loads). */
export function QueryPanel<T>({ query, label, children }: { query: UseQueryResult<T>; label: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <TableLoading label={`Loading ${label}`} rows={4} />;
  if (!query.data) return <LoadError error={query.error} fallback={`${label} could not be loaded.`} onRetry={() => void query.refetch()} />;
  return (
    <div className="grid min-w-0 gap-4" aria-busy={query.isPlaceholderData || undefined}>
      {children(query.data)}
    </div>
  );
}

/** One headline figure, with what it compares to (the previous period, the network average) underneath. */
export function FigureTile({ label, value, notes, testId }: { label: string; value: string; notes?: ReactNode[]; testId?: string }) {
  return (
    <div className="grid content-start gap-1 rounded-xl border border-border bg-card p-4 shadow-sm" data-testid={testId}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold tabular-nums" data-figure>
        {value}
      </p>
      {notes?.filter(Boolean).map((n, i) => (
        <p key={i} className="text-xs text-muted-foreground">
          {n}
        </p>
      ))}
    </div>
  );
}

export function FigureGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">{children}</div>;
}

/** A card holding a chart; `exportHref` adds the CSV of the chart's figures when no table on the page has them. */
export function ChartCard({ children, exportHref: href }: { children: ReactNode; exportHref?: string }) {
  return (
    <Card className="min-w-0">
      <CardContent className="grid gap-3 p-4 sm:p-6">
        {children}
        {href ? (
          <div>
            <ExportCsvButton href={href} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A titled table with its CSV export (the server's, the whole table for the period). */
export function TableCard<T>({
  title,
  table,
  filters,
  columns,
  rows,
  rowId,
  empty,
  rowHeader,
}: {
  title: string;
  table: AnalyticsTable;
  filters: AnalyticsFilters;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  empty: string;
  rowHeader?: string;
}) {
  return (
    <Card className="min-w-0" data-testid={`table-${table}`}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 p-4 pb-3 sm:p-6 sm:pb-3">
        <CardTitle as="h3" className="text-lg">
          {title}
        </CardTitle>
        <ExportCsvButton href={exportHref(filters, table)} />
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {rows.length === 0 ? (
          <TableEmpty>{empty}</TableEmpty>
        ) : (
          <DataTable caption={title} columns={columns} data={rows} getRowId={rowId} stacked plain rowHeader={rowHeader} />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * "+12.5%, Dec 1, 2026 – Dec 2, 2026 vs Nov 1, 2026 – Nov 2, 2026": the change and the two ranges it compares, worded
 * as the dashboards word them ("This month" compares with the same days of last month, src/shared/mtd-comparison.ts).
 */
export function changeText(percent: number | null, period: ResolvedPeriod): string {
  const ranges = formatComparedRanges(period, { from: period.previousFrom, to: period.previousTo });
  if (percent === null) return `No sales to compare: ${ranges}`;
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${Math.abs(percent).toFixed(1)}%, ${ranges}`;
}

export const pct = (v: number | null) => (v === null ? '—' : `${v.toLocaleString('en-PH')}%`);
export const num = (v: number | null) => (v === null ? '—' : v.toLocaleString('en-PH'));

/** A right-aligned numeric column (left-aligned in the stacked phone layout). */
export function numericColumn<T>(id: string, header: string, value: (row: T) => ReactNode): DataTableColumn<T> {
  return { id, header, meta: { className: 'text-right tabular-nums max-md:text-left' }, cell: ({ row }) => value(row.original) };
}
export function textColumn<T>(id: string, header: string, value: (row: T) => ReactNode, cardLabel?: false): DataTableColumn<T> {
  return {
    id,
    header,
    meta: cardLabel === false ? { cardLabel: false, className: 'font-medium' } : {},
    cell: ({ row }) => value(row.original),
  };
}
