/**
 * The chart kit (recharts underneath): line, bar and pie charts with peso and date formatting, theme colours and
 * an accessible data table. Import it only from lazily loaded pages: recharts is large, and no first load needs it.
 */
export { LineChart } from './line-chart';
export { BarChart } from './bar-chart';
export { PieChart, type PieSlice } from './pie-chart';
export { TrendBars } from './trend-bars';
export type { CartesianChartProps, ChartRow, ChartSeries } from './cartesian-data';
export type { ChartAxisKind, ChartValueKind } from './chart-format';
