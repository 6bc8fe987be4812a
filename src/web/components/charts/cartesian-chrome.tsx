import { CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatChartAxisLabel, formatChartLabel, formatChartTick, formatChartValue } from './chart-format';
import { AXIS_LINE, AXIS_TICK, GRID_STROKE, LEGEND_STYLE, TOOLTIP_CONTENT_STYLE, TOOLTIP_CURSOR, TOOLTIP_LABEL_STYLE } from './chart-theme';
import type { CartesianChartProps } from './cartesian-data';

/** Where a line or bar chart draws, the same for both so they sit side by side on a dashboard. */
export const CARTESIAN_MARGIN = { top: 8, right: 12, bottom: 4, left: 4 };

/** Category names beside horizontal bars stay on one line; a longer name is cut (the tooltip and table keep it whole). */
const CATEGORY_MAX_CHARS = 24;
/** About the width of one character of the 12 px axis font, to size the name column to the longest name. */
const CATEGORY_CHAR_PX = 6.6;

export function shortCategory(name: string): string {
  return name.length > CATEGORY_MAX_CHARS ? `${name.slice(0, CATEGORY_MAX_CHARS - 1).trimEnd()}…` : name;
}

/** The name column's width: as wide as the longest (shortened) name, no wider. */
export function categoryAxisWidth(names: readonly string[]): number {
  const longest = Math.max(0, ...names.map((n) => shortCategory(n).length));
  return Math.min(Math.ceil(longest * CATEGORY_CHAR_PX) + 12, Math.ceil(CATEGORY_MAX_CHARS * CATEGORY_CHAR_PX) + 12);
}

/** One category name on one line (Recharts would wrap it into the next bar's band), the whole name on hover. */
function CategoryTick({ x, y, payload }: { x?: number; y?: number; payload?: { value?: unknown } }) {
  const name = formatChartAxisLabel(payload?.value, 'category');
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fill={AXIS_TICK.fill} fontSize={AXIS_TICK.fontSize}>
      <title>{name}</title>
      {shortCategory(name)}
    </text>
  );
}

/**
 * The grid, axes, tooltip and legend a line or bar chart share. A list of elements, not a component:
 * they must stand as direct children of the Recharts chart.
 */
export function cartesianChrome(
  { data, xKey, xKind, valueKind, series }: Pick<CartesianChartProps, 'data' | 'xKey' | 'xKind' | 'valueKind' | 'series'>,
  { minTickGap, cursor, horizontal = false }: { minTickGap: number; cursor: boolean; horizontal?: boolean },
) {
  const tooltipAndLegend = [
    <Tooltip
      key="tooltip"
      cursor={cursor ? TOOLTIP_CURSOR : undefined}
      contentStyle={TOOLTIP_CONTENT_STYLE}
      labelStyle={TOOLTIP_LABEL_STYLE}
      labelFormatter={(label: unknown) => formatChartLabel(label, xKind)}
      formatter={(value: unknown) => formatChartValue(Number(value), valueKind)}
    />,
    series.length > 1 ? <Legend key="legend" wrapperStyle={LEGEND_STYLE} /> : null,
  ];
  if (horizontal) {
    // Categories down the side: every name gets its own line however many there are or however narrow the screen.
    return [
      <CartesianGrid key="grid" stroke={GRID_STROKE} strokeDasharray="3 3" horizontal={false} />,
      <XAxis
        key="x"
        type="number"
        tick={AXIS_TICK}
        axisLine={AXIS_LINE}
        tickLine={false}
        tickFormatter={(v: number) => formatChartTick(v, valueKind)}
        minTickGap={minTickGap}
      />,
      <YAxis
        key="y"
        type="category"
        dataKey={xKey}
        tick={<CategoryTick />}
        axisLine={false}
        tickLine={false}
        width={categoryAxisWidth(data.map((row) => formatChartAxisLabel(row[xKey], xKind)))}
        interval={0}
      />,
      ...tooltipAndLegend,
    ];
  }
  return [
    <CartesianGrid key="grid" stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />,
    <XAxis
      key="x"
      dataKey={xKey}
      tick={AXIS_TICK}
      axisLine={AXIS_LINE}
      tickLine={false}
      tickFormatter={(v: unknown) => formatChartAxisLabel(v, xKind)}
      minTickGap={minTickGap}
    />,
    <YAxis
      key="y"
      tick={AXIS_TICK}
      axisLine={false}
      tickLine={false}
      width={64}
      tickFormatter={(v: number) => formatChartTick(v, valueKind)}
    />,
    ...tooltipAndLegend,
  ];
}
