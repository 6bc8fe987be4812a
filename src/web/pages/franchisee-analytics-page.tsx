import { PageHeader } from '../components/page-header';
import { AnalyticsView } from '../features/analytics/components/analytics-view';

/** /franchisee-analytics: the franchisee's own locations by period, each figure beside the network average per location. */
export function FranchiseeAnalyticsPage() {
  return (
    <section>
      <PageHeader
        title="My analytics"
        description="Your locations’ sales, performance, purchases and royalties for the period you choose, beside the network average per location."
      />
      <AnalyticsView scope="own" />
    </section>
  );
}
