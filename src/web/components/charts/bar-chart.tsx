import { Bar, BarChart as RechartsBarChart } from 'recharts';
import { ChartFrame } from './chart-frame';
import { chartColor } from './chart-format';
import { CARTESIAN_MARGIN, cartesianChrome } from './cartesian-chrome';
import { describeCartesian, type CartesianChartProps } from './cartesian-data';

/**
 * The height of a chart of horizontal bars: a band per category, wide enough for every series' bar side by side,
 * plus the value axis (and the legend when there is more than one series).
 */
export function categoryChartHeight(categories: number, seriesCount: number, stacked: boolean): number {
  const band = (stacked ? 1 : seriesCount) * 12 + 16;
  return Math.max(120, categories * band + 36 + (seriesCount > 1 ? 28 : 0));
}

/**
 * Amounts side by side (sales per location, royalties per month…); `stacked` piles the series up. Categories
 * (locations, brands, suppliers) are drawn as horizontal bars with every name beside its bar, since names under
 * vertical bars collide and the axis would drop every other one; dates and months stay on a horizontal axis.
 */
export function BarChart(props: CartesianChartProps & { stacked?: boolean }) {
  const { title, description, data, series, className, stacked = false, xKind } = props;
  const horizontal = xKind === 'category';
  const height = props.height ?? (horizontal ? categoryChartHeight(data.length, series.length, stacked) : 280);
  const { table, summary } = describeCartesian(props);
  const radius: [number, number, number, number] = stacked ? [0, 0, 0, 0] : horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0];
  return (
    <ChartFrame title={title} description={description} summary={summary} table={table} height={height} className={className}>
      <RechartsBarChart
        responsive
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        style={{ width: '100%', height }}
        accessibilityLayer={false}
        margin={CARTESIAN_MARGIN}
      >
        {cartesianChrome(props, { minTickGap: 8, cursor: true, horizontal })}
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={s.color ?? chartColor(i)}
            stackId={stacked ? 'stack' : undefined}
            radius={radius}
            isAnimationActive={false}
          />
        ))}
      </RechartsBarChart>
    </ChartFrame>
  );
}
