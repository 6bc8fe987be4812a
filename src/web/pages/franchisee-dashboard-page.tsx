import { PageHeader } from '../components/page-header';
import { parseAsUuid, useListUrlState } from '../components/data-table/url-state';
import { FranchiseeDashboardView } from '../features/dashboards/components/franchisee-dashboard-view';
import { OpeningCards } from '../features/openings/components/opening-card';

const parsers = { location: parseAsUuid };

/**
 * /franchisee-dashboard: where a franchisee lands after signing in; the shown location lives in the URL. A store still
 * opening (or just opened) has its card above the figures, the same project as /opening.
 */
export function FranchiseeDashboardPage() {
  const { state, write } = useListUrlState(parsers);
  return (
    <section>
      <PageHeader title="Franchisee Dashboard" description="Your location’s sales, orders, stock and invoices (Manila time)." />
      <div className="mb-6 empty:hidden">
        <OpeningCards />
      </div>
      <FranchiseeDashboardView locationId={state.location} onLocationChange={(location) => write({ location }, false)} />
    </section>
  );
}
