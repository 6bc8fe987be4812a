import { PageHeader } from '../components/page-header';
import { FranchisorDashboardView } from '../features/dashboards/components/franchisor-dashboard-view';
import { IntegrityDashboardCard } from '../features/sales-integrity/components/integrity-dashboard-card';

/** /franchisor-dashboard: where head office lands after signing in. */
export function FranchisorDashboardPage() {
  return (
    <section>
      <PageHeader
        title="Franchisor Dashboard"
        description="The network at a glance: reported sales, orders waiting for you, stock, receivables, royalties and franchise applications (Manila time)."
      />
      <FranchisorDashboardView />
      <IntegrityDashboardCard />
    </section>
  );
}
