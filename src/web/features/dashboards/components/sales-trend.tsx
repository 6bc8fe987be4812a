import { TrendBars } from '../../../components/charts/trend-bars';
import type { TrendPoint } from '../../../../shared/dashboards.contracts';

/** Reported net sales per day over the last 30 days (days without reports at zero); plain SVG, no chart library. */
export function SalesTrend({ title, description, trend }: { title: string; description: string; trend: TrendPoint[] }) {
  return (
    <TrendBars
      title={title}
      description={description}
      data={trend.map((p) => ({ date: p.date, net: p.netCentavos }))}
      xKey="date"
      xKind="day"
      series={{ key: 'net', label: 'Net sales' }}
      valueKind="peso"
      height={200}
    />
  );
}
