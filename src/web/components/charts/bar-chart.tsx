import { Bar, BarChart as RechartsBarChart } from 'recharts';
import { ChartFrame } from './chart-frame';
import { chartColor } from './chart-format';
import { CARTESIAN_MARGIN, cartesianChrome } from './cartesian-chrome';
import { describeCartesian, type CartesianChartProps } from './cartesian-data';

/** Amounts side by side (sales per location, royalties per month…); `stacked` piles the series up. */
export function BarChart(props: CartesianChartProps & { stacked?: boolean }) {
  const { title, description, data, series, height = 280, className, stacked = false } = props;
  const { table, summary } = describeCartesian(props);
  return (
    <ChartFrame title={title} description={description} summary={summary} table={table} height={height} className={className}>
      <RechartsBarChart responsive data={data} style={{ width: '100%', height }} accessibilityLayer={false} margin={CARTESIAN_MARGIN}>
        {cartesianChrome(props, { minTickGap: 8, cursor: true })}
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
