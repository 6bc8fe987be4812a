import { formatPeso } from '../../../shared/money';
import { formatDate, getDateDisplayStyle } from '../../../shared/time';

/**
 * Formatting shared by every chart: values (pesos from centavos, or plain counts), category/date axes, and the
 * one-sentence summary screen readers get. Dates follow the person's date format (shared/time display style).
 */

/** `peso`: values are centavos; `count`: plain numbers (orders, units); `percent`: 0–100 (on-time share). */
export type ChartValueKind = 'peso' | 'count' | 'percent';
/** `day`: YYYY-MM-DD or an ISO instant; `month`: YYYY-MM; `category`: any label, shown as is. */
export type ChartAxisKind = 'day' | 'month' | 'category';

const COUNT = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 2 });
const COUNT_ONE_DECIMAL = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 1 });
const COUNT_COMPACT = new Intl.NumberFormat('en-PH', { notation: 'compact', maximumFractionDigits: 1 });
const PESO_COMPACT = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Tooltip, table and summary: "₱1,234.50" or "1,234". */
export function formatChartValue(value: number, kind: ChartValueKind): string {
  if (!Number.isFinite(value)) return '—';
  if (kind === 'percent') return `${COUNT_ONE_DECIMAL.format(value)}%`;
  return kind === 'peso' ? formatPeso(value) : COUNT.format(value);
}

/** Axis ticks, short enough to fit: "₱1.2M", "₱950K", "₱800"; counts "1.2K". */
export function formatChartTick(value: number, kind: ChartValueKind): string {
  if (!Number.isFinite(value)) return '';
  if (kind === 'percent') return `${Math.round(value)}%`;
  return kind === 'peso' ? PESO_COMPACT.format(value / 100) : COUNT_COMPACT.format(value);
}

const YM = /^(\d{4})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month key `YYYY-MM` in the date format: "Nov 2026", "11/2026" or "2026-11". */
export function formatChartMonth(ym: string): string {
  const m = YM.exec(ym);
  if (!m) return ym;
  const [, year, month] = m as unknown as [string, string, string];
  const style = getDateDisplayStyle();
  if (style === 'iso') return `${year}-${month}`;
  if (style === 'short') return `${Number(month)}/${year}`;
  return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** A point on the x axis as people read it, in the tooltip, the table and the summary. */
export function formatChartLabel(value: unknown, axis: ChartAxisKind): string {
  const text = String(value ?? '');
  if (axis === 'month') return formatChartMonth(text);
  if (axis === 'day') return formatDate(text);
  return text;
}

/** An x-axis tick: a day drops its year when the style allows ("Nov 23", "11/23"); ISO stays whole. */
export function formatChartAxisLabel(value: unknown, axis: ChartAxisKind): string {
  const full = formatChartLabel(value, axis);
  if (axis !== 'day') return full;
  const style = getDateDisplayStyle();
  if (style === 'medium') return full.replace(/, \d{4}$/, '');
  if (style === 'short') return full.replace(/\/\d{2}$/, '');
  return full;
}

export interface SummarySeries {
  label: string;
  values: number[];
}

/**
 * The chart in one sentence for its aria-label / description, e.g. "Sales by day, Nov 1, 2026 to Nov 7, 2026.
 * Net sales: from ₱1,000.00 to ₱2,500.00, highest ₱3,000.00 (Nov 4, 2026)." An empty chart says so.
 */
export function summarizeChart({
  title,
  labels,
  series,
  kind,
}: {
  title: string;
  labels: string[];
  series: SummarySeries[];
  kind: ChartValueKind;
}): string {
  if (labels.length === 0 || series.every((s) => s.values.length === 0)) return `${title}: no data.`;
  const span = labels.length === 1 ? labels[0] : `${labels[0]} to ${labels[labels.length - 1]}`;
  const parts = series.map(({ label, values }) => {
    let top = 0;
    values.forEach((v, i) => {
      if (v > (values[top] ?? -Infinity)) top = i;
    });
    const first = formatChartValue(values[0] ?? NaN, kind);
    const last = formatChartValue(values[values.length - 1] ?? NaN, kind);
    const peak = `highest ${formatChartValue(values[top] ?? NaN, kind)} (${labels[top] ?? ''})`;
    return values.length === 1 ? `${label}: ${first}.` : `${label}: from ${first} to ${last}, ${peak}.`;
  });
  return `${title}, ${span}. ${parts.join(' ')}`;
}

/** A pie's sentence: each slice with its share, largest first. */
export function summarizeShares({
  title,
  slices,
  kind,
}: {
  title: string;
  slices: { label: string; value: number }[];
  kind: ChartValueKind;
}): string {
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  if (total <= 0) return `${title}: no data.`;
  const parts = [...slices]
    .sort((a, b) => b.value - a.value)
    .map((s) => `${s.label} ${formatChartValue(s.value, kind)} (${sharePercent(s.value, total)})`);
  return `${title}. ${parts.join(', ')}.`;
}

/** "42%" / "0.5%" of a total. */
export function sharePercent(value: number, total: number): string {
  if (total <= 0) return '0%';
  const pct = (Math.max(0, value) / total) * 100;
  return `${pct > 0 && pct < 1 ? pct.toFixed(1) : Math.round(pct)}%`;
}

/** Theme-aware series colours (CSS variables in styles.css, with dark-mode values), cycled. */
export const CHART_COLORS = [
  'var(--color-chart-1)',
  'var(--color-chart-2)',
  'var(--color-chart-3)',
  'var(--color-chart-4)',
  'var(--color-chart-5)',
  'var(--color-chart-6)',
] as const;

export function chartColor(index: number): string {
  return CHART_COLORS[((index % CHART_COLORS.length) + CHART_COLORS.length) % CHART_COLORS.length] as string;
}
