import { CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatChartAxisLabel, formatChartLabel, formatChartTick, formatChartValue } from './chart-format';
import { AXIS_LINE, AXIS_TICK, GRID_STROKE, LEGEND_STYLE, TOOLTIP_CONTENT_STYLE, TOOLTIP_CURSOR, TOOLTIP_LABEL_STYLE } from './chart-theme';
import type { CartesianChartProps } from './cartesian-data';

/** Where a line or bar chart draws, the same for both so they sit side by side on a dashboard. */
export const CARTESIAN_MARGIN = { top: 8, right: 12, bottom: 4, left: 4 };

/**
 * The grid, axes, tooltip and legend a line or bar chart share. A list of elements, not a component:
 * they must stand as direct children of the Recharts chart.
 */
export function cartesianChrome(
  { xKey, xKind, valueKind, series }: Pick<CartesianChartProps, 'xKey' | 'xKind' | 'valueKind' | 'series'>,
  { minTickGap, cursor }: { minTickGap: number; cursor: boolean },
) {
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
}
