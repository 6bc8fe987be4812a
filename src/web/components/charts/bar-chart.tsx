import { Bar, BarChart as RechartsBarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from './chart-frame';
import { chartColor, formatChartAxisLabel, formatChartLabel, formatChartTick, formatChartValue } from './chart-format';
import { AXIS_LINE, AXIS_TICK, GRID_STROKE, LEGEND_STYLE, TOOLTIP_CONTENT_STYLE, TOOLTIP_CURSOR, TOOLTIP_LABEL_STYLE } from './chart-theme';
import { describeCartesian, type CartesianChartProps } from './cartesian-data';

/** Amounts side by side (sales per location, royalties per month…); `stacked` piles the series up. */
export function BarChart(props: CartesianChartProps & { stacked?: boolean }) {
  const { title, description, data, xKey, xKind, series, valueKind, height = 280, className, stacked = false } = props;
  const { table, summary } = describeCartesian(props);
  return (
    <ChartFrame title={title} description={description} summary={summary} table={table} height={height} className={className}>
      <RechartsBarChart
        responsive
        data={data}
        style={{ width: '100%', height }}
        accessibilityLayer={false}
        margin={{ top: 8, right: 12, bottom: 4, left: 4 }}
      >
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey={xKey}
          tick={AXIS_TICK}
          axisLine={AXIS_LINE}
          tickLine={false}
          tickFormatter={(v: unknown) => formatChartAxisLabel(v, xKind)}
          minTickGap={8}
        />
        <YAxis tick={AXIS_TICK} axisLine={false} tickLine={false} width={64} tickFormatter={(v: number) => formatChartTick(v, valueKind)} />
        <Tooltip
          cursor={TOOLTIP_CURSOR}
          contentStyle={TOOLTIP_CONTENT_STYLE}
          labelStyle={TOOLTIP_LABEL_STYLE}
          labelFormatter={(label: unknown) => formatChartLabel(label, xKind)}
          formatter={(value: unknown) => formatChartValue(Number(value), valueKind)}
        />
        {series.length > 1 ? <Legend wrapperStyle={LEGEND_STYLE} /> : null}
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={s.color ?? chartColor(i)}
            stackId={stacked ? 'stack' : undefined}
            radius={stacked ? 0 : [4, 4, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </RechartsBarChart>
    </ChartFrame>
  );
}
