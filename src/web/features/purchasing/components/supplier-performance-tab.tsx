import { TrendBars } from '../../../components/charts/trend-bars';
import { LoadError } from '../../../components/feedback/load-error';
import { TableLoading } from '../../../components/data-table';
import { useSupplierPerformance } from '../get-supplier-performance';
import { onTimePercent } from '../performance-format';
import { PerformanceFigures } from './performance-figures';

/**
 * The supplier detail page's "Performance" tab: its figures and the last 12 months of spend and on-time share.
 * Until a PO has been received there is nothing to measure, and the tab says so rather than showing zeros.
 * TrendBars (plain SVG) keeps recharts out of the supplier page.
 */
export function SupplierPerformanceTab({ supplierId }: { supplierId: string }) {
  const perf = useSupplierPerformance(supplierId);
  if (perf.isError && !perf.data) {
    return <LoadError error={perf.error} fallback="The supplier's performance could not be loaded." onRetry={() => void perf.refetch()} />;
  }
  if (!perf.data) return <TableLoading label="Loading performance" rows={3} />;

  const { summary, months } = perf.data;
  const nothingReceived = summary.received === 0 && months.every((m) => m.receivedUnits === 0 && m.spendCentavos === 0);
  if (nothingReceived) {
    return (
      <div className="grid gap-2 rounded-xl border border-dashed border-input bg-card px-6 py-10 text-center">
        <p className="font-medium">No performance figures yet.</p>
        <p className="text-sm text-muted-foreground">
          They are computed from purchase orders: on-time delivery, fill rate and lead time appear once goods from this supplier have been
          received.
          {summary.purchaseOrders > 0
            ? ` ${summary.purchaseOrders} purchase order${summary.purchaseOrders === 1 ? ' is' : 's are'} open.`
            : ''}
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <PerformanceFigures figures={summary} showRating />
      <div className="grid gap-6 md:grid-cols-2">
        <TrendBars
          title="Spend per month"
          description="Goods received, last 12 months"
          data={months.map((m) => ({ month: m.month, spend: m.spendCentavos }))}
          xKey="month"
          xKind="month"
          series={{ key: 'spend', label: 'Spend' }}
          valueKind="peso"
        />
        <TrendBars
          title="On-time deliveries per month"
          description="Share of POs completed that month that arrived by the expected date"
          data={months.map((m) => ({ month: m.month, onTime: onTimePercent(m) }))}
          xKey="month"
          xKind="month"
          series={{ key: 'onTime', label: 'On time' }}
          valueKind="percent"
        />
      </div>
    </div>
  );
}
