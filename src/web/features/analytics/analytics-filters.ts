import { ANALYTICS_PERIODS, type AnalyticsTable } from '../../../shared/analytics.contracts';
import { parseAsDay, parseAsOneOf, parseAsUuid } from '../../components/data-table/url-state';
import type { AnalyticsFilters } from '../../lib/query-keys/analytics';

export const ANALYTICS_TABS = ['sales', 'performance', 'inventory', 'financial'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];
export const TAB_LABELS: Record<AnalyticsTab, string> = {
  sales: 'Sales',
  performance: 'Performance',
  inventory: 'Inventory',
  financial: 'Financial',
};

/** Tab, period and filters in the URL (nuqs), so a view can be bookmarked and survives a reload. */
export const analyticsParsers = {
  tab: parseAsOneOf(ANALYTICS_TABS).withDefault('sales'),
  period: parseAsOneOf(ANALYTICS_PERIODS).withDefault('this_month'),
  from: parseAsDay,
  to: parseAsDay,
  brand: parseAsUuid,
  location: parseAsUuid,
};

export function filtersOf(
  scope: AnalyticsFilters['scope'],
  s: { period: AnalyticsFilters['period']; from: string | null; to: string | null; brand: string | null; location: string | null },
): AnalyticsFilters {
  // A custom range needs both dates; until both are picked the page shows this month's figures.
  const custom = s.period === 'custom' && s.from && s.to && s.from <= s.to;
  return {
    scope,
    period: s.period === 'custom' && !custom ? 'this_month' : s.period,
    from: custom ? s.from : null,
    to: custom ? s.to : null,
    brandId: scope === 'network' ? s.brand : null,
    locationId: s.location,
  };
}

/** The query string every analytics endpoint takes. */
export function analyticsQuery(f: AnalyticsFilters, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ period: f.period });
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (f.brandId) q.set('brandId', f.brandId);
  if (f.locationId) q.set('locationId', f.locationId);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q.toString();
}

/** The CSV download of one table, as the server builds it (same figures, whole table). */
export function exportHref(f: AnalyticsFilters, table: AnalyticsTable): string {
  return `/api/analytics/${f.scope}/export.csv?${analyticsQuery(f, { table })}`;
}
