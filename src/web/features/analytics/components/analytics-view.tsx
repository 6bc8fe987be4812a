import { useId } from 'react';
import { useListUrlState } from '../../../components/data-table/url-state';
import { PageTabs } from '../../../components/ui/page-tabs';
import type { AnalyticsFilters } from '../../../lib/query-keys/analytics';
import { ANALYTICS_TABS, TAB_LABELS, analyticsParsers, filtersOf } from '../analytics-filters';
import { FinancialPanel } from './financial-panel';
import { InventoryPanel } from './inventory-panel';
import { PerformancePanel } from './performance-panel';
import { PeriodBar, type PeriodState } from './period-bar';
import { SalesPanel } from './sales-panel';
import { WarningsCard } from './warnings-card';

/**
 * The analytics page body for either scope: the period bar, then the Sales / Performance / Inventory / Financial
 * tabs; head office also gets the early-warnings card. Tab, period and filters live in the URL.
 */
export function AnalyticsView({ scope }: { scope: AnalyticsFilters['scope'] }) {
  const id = useId();
  const { state, write } = useListUrlState(analyticsParsers);
  const filters = filtersOf(scope, state);
  const onChange = (patch: Partial<PeriodState>) => write(patch, true);
  return (
    <div className="grid min-w-0 gap-6">
      <PeriodBar scope={scope} state={state} filters={filters} onChange={onChange} />
      {scope === 'network' ? <WarningsCard filters={filters} /> : null}
      <PageTabs
        idPrefix={id}
        label="Analytics areas"
        tabs={ANALYTICS_TABS.map((value) => ({ value, label: TAB_LABELS[value] }))}
        selected={state.tab}
        onSelect={(tab) => write({ tab }, false)}
      >
        {state.tab === 'sales' ? (
          <SalesPanel filters={filters} />
        ) : state.tab === 'performance' ? (
          <PerformancePanel filters={filters} />
        ) : state.tab === 'inventory' ? (
          <InventoryPanel filters={filters} />
        ) : (
          <FinancialPanel filters={filters} />
        )}
      </PageTabs>
    </div>
  );
}
