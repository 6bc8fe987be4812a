import { Cell, Legend, Pie, PieChart as RechartsPieChart, Tooltip } from 'recharts';
import { ChartFrame } from './chart-frame';
import { chartColor, formatChartValue, sharePercent, summarizeShares, type ChartValueKind } from './chart-format';
import { LEGEND_STYLE, TOOLTIP_CONTENT_STYLE, TOOLTIP_LABEL_STYLE } from './chart-theme';

export interface PieSlice {
  label: string;
  value: number;
  /** A CSS colour when the slice has a meaning of its own; default: the palette. */
  color?: string;
}

/** Shares of a whole (sales by category, orders by status); `donut` leaves the middle open. */
export function PieChart({
  title,
  description,
  data,
  valueKind,
  donut = true,
  height = 260,
  className,
}: {
  title: string;
  description?: string;
  data: PieSlice[];
  /** `peso`: the values are centavos. */
  valueKind: ChartValueKind;
  donut?: boolean;
  height?: number;
  className?: string;
}) {
  const total = data.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const table = {
    columns: ['Slice', 'Value', 'Share'],
    rows: data.map((s) => [s.label, formatChartValue(s.value, valueKind), sharePercent(s.value, total)]),
  };
  const summary = summarizeShares({ title, slices: data, kind: valueKind });
  return (
    <ChartFrame title={title} description={description} summary={summary} table={table} height={height} className={className}>
      <RechartsPieChart responsive style={{ width: '100%', height }} accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="label"
          innerRadius={donut ? '55%' : 0}
          outerRadius="80%"
          paddingAngle={data.length > 1 ? 1 : 0}
          stroke="var(--color-card)"
          isAnimationActive={false}
        >
          {data.map((s, i) => (
            <Cell key={s.label} fill={s.color ?? chartColor(i)} />
          ))}
        </Pie>
        <Tooltip
          contentStyle={TOOLTIP_CONTENT_STYLE}
          labelStyle={TOOLTIP_LABEL_STYLE}
          itemStyle={{ color: 'var(--color-foreground)' }}
          formatter={(value: unknown) => `${formatChartValue(Number(value), valueKind)} (${sharePercent(Number(value), total)})`}
        />
        <Legend wrapperStyle={LEGEND_STYLE} />
      </RechartsPieChart>
    </ChartFrame>
  );
}
