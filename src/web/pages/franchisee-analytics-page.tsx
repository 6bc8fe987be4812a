import { PageHeader } from '../components/page-header';
import { AnalyticsView } from '../features/analytics/components/analytics-view';
import { useSalesLocations } from '../features/sales/get-sales-locations';
import { BenchmarksCard } from '../features/sales-integrity/components/benchmarks-card';

/**
 * /franchisee-analytics: the franchisee's own locations by period, each figure beside the network average per location;
 * below, each store against its brand's quartiles for the last complete month (issue 36 part 3).
 */
export function FranchiseeAnalyticsPage() {
  const locations = useSalesLocations();
  return (
    <section>
      <PageHeader
        title="My analytics"
        description="Your locations’ sales, performance, purchases and royalties for the period you choose, beside the network average per location."
      />
      <AnalyticsView scope="own" />
      <BenchmarksCard locations={locations.data ?? []} />
    </section>
  );
}
