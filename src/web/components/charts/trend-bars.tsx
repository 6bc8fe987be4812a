import { ChartFrame } from './chart-frame';
import { describeCartesian, type CartesianChartProps } from './cartesian-data';
import { formatChartAxisLabel, formatChartTick } from './chart-format';

/**
 * A one-series bar trend drawn as plain SVG, for the landing dashboards: the same accessible frame, summary and
 * hidden table as the recharts charts, without loading recharts (≈90 KB) on the first page after sign-in.
 * Use LineChart/BarChart where people explore the data (tooltips, several series, axes to read values from).
 */
export function TrendBars(props: Omit<CartesianChartProps, 'series'> & { series: CartesianChartProps['series'][number] }) {
  const { data, xKey, xKind, series, valueKind, height = 180, className } = props;
  const { table, summary } = describeCartesian({ ...props, series: [series] });
  const values = data.map((row) => Math.max(0, Number(row[series.key] ?? 0) || 0));
  const max = Math.max(1, ...values);
  const slot = 100 / Math.max(1, values.length);
  const first = data[0]?.[xKey];
  const last = data[data.length - 1]?.[xKey];
  return (
    <ChartFrame title={props.title} description={props.description} summary={summary} table={table} height={height} className={className}>
      <div className="flex h-full flex-col gap-1">
        <div className="flex min-h-0 flex-1 gap-2">
          <div className="flex flex-col justify-between text-right text-muted-foreground tabular-nums">
            <span>{formatChartTick(max, valueKind)}</span>
            <span>{formatChartTick(0, valueKind)}</span>
          </div>
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="h-full min-w-0 flex-1 border-b border-border"
            role="presentation"
          >
            {values.map((v, i) => (
              <rect
                key={i}
                x={i * slot + slot * 0.15}
                width={slot * 0.7}
                y={100 - (v / max) * 100}
                height={(v / max) * 100}
                className="fill-primary"
                style={series.color ? { fill: series.color } : undefined}
              />
            ))}
          </svg>
        </div>
        <div className="flex justify-between pl-10 text-muted-foreground">
          <span>{first === undefined ? '' : formatChartAxisLabel(first, xKind)}</span>
          <span>{last === undefined ? '' : formatChartAxisLabel(last, xKind)}</span>
        </div>
      </div>
    </ChartFrame>
  );
}
