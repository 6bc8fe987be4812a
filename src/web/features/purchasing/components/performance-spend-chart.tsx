import type { SupplierPerformance } from '../../../../shared/purchasing.contracts';
import { BarChart } from '../../../components/charts';

/** Spend and on-time share side by side would mix scales: this chart is spend, the suppliers on the page, top 10. */
export function PerformanceSpendChart({ rows }: { rows: readonly SupplierPerformance[] }) {
  const top = [...rows]
    .filter((r) => r.spendCentavos > 0)
    .sort((a, b) => b.spendCentavos - a.spendCentavos)
    .slice(0, 10);
  if (top.length === 0) return null;
  return (
    <BarChart
      title="Spend by supplier"
      description={
        rows.length > top.length ? 'The 10 highest on this page; every supplier is in the table.' : 'Goods received in the period.'
      }
      data={top.map((r) => ({ name: r.supplierName, spend: r.spendCentavos }))}
      xKey="name"
      xKind="category"
      series={[{ key: 'spend', label: 'Spend' }]}
      valueKind="peso"
    />
  );
}
