import { Line, LineChart as RechartsLineChart } from 'recharts';
import { ChartFrame } from './chart-frame';
import { chartColor } from './chart-format';
import { CARTESIAN_MARGIN, cartesianChrome } from './cartesian-chrome';
import { describeCartesian, type CartesianChartProps } from './cartesian-data';

/** A trend over days or months (sales per day, orders per month…), one line per series. */
export function LineChart(props: CartesianChartProps) {
  const { title, description, data, series, height = 280, className } = props;
  const { table, summary } = describeCartesian(props);
  return (
    <ChartFrame title={title} description={description} summary={summary} table={table} height={height} className={className}>
      <RechartsLineChart responsive data={data} style={{ width: '100%', height }} accessibilityLayer={false} margin={CARTESIAN_MARGIN}>
        {cartesianChrome(props, { minTickGap: 16, cursor: false })}
        {series.map((s, i) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.label}
            stroke={s.color ?? chartColor(i)}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </RechartsLineChart>
    </ChartFrame>
  );
}
