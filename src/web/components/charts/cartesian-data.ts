import type { ChartTable } from './chart-frame';
import { formatChartLabel, formatChartValue, summarizeChart, type ChartAxisKind, type ChartValueKind } from './chart-format';

/** One line or bar series: `key` is the field of each data row holding its value. */
export interface ChartSeries {
  key: string;
  label: string;
  /** A CSS colour when the series has a meaning of its own (e.g. `var(--color-destructive)`); default: the palette. */
  color?: string;
}

export type ChartRow = Record<string, string | number | null | undefined>;

export interface CartesianChartProps {
  title: string;
  description?: string;
  data: ChartRow[];
  /** The field of each row on the x axis (a date, a month or a category). */
  xKey: string;
  xKind: ChartAxisKind;
  series: ChartSeries[];
  /** `peso`: the values are centavos. */
  valueKind: ChartValueKind;
  height?: number;
  className?: string;
}

function numberAt(row: ChartRow, key: string): number {
  const v = row[key];
  return typeof v === 'number' ? v : Number(v ?? NaN);
}

/** The hidden table and the summary sentence of a line or bar chart. */
export function describeCartesian({ title, data, xKey, xKind, series, valueKind }: CartesianChartProps): {
  table: ChartTable;
  summary: string;
} {
  const labels = data.map((row) => formatChartLabel(row[xKey], xKind));
  const table: ChartTable = {
    columns: [xKind === 'category' ? 'Category' : xKind === 'month' ? 'Month' : 'Date', ...series.map((s) => s.label)],
    rows: data.map((row, i) => [labels[i] ?? '', ...series.map((s) => formatChartValue(numberAt(row, s.key), valueKind))]),
  };
  const summary = summarizeChart({
    title,
    labels,
    series: series.map((s) => ({ label: s.label, values: data.map((row) => numberAt(row, s.key)) })),
    kind: valueKind,
  });
  return { table, summary };
}
