import { PageHeader } from '../components/page-header';
import { AnalyticsView } from '../features/analytics/components/analytics-view';

/** /franchisor-analytics: the network's sales, performance, inventory and financial figures by period, with early warnings. */
export function FranchisorAnalyticsPage() {
  return (
    <section>
      <PageHeader
        title="Network analytics"
        description="Sales, performance, inventory and royalties across the network for the period you choose."
      />
      <AnalyticsView scope="network" />
    </section>
  );
}
