import type { AnalyticsPeriod } from '../../../shared/analytics.contracts';

/** What every analytics figure depends on: whose figures, the period, and head office's brand/location filter. */
export interface AnalyticsFilters {
  scope: 'network' | 'own';
  period: AnalyticsPeriod;
  from: string | null;
  to: string | null;
  brandId: string | null;
  locationId: string | null;
}

export type AnalyticsArea = 'sales' | 'performance' | 'inventory' | 'financial' | 'warnings';

/**
 * The analytics cache family (spec 3: sales, performance, inventory, financial), keyed
 * ['analytics', area, period, filters]: "order created refreshes sales analytics" invalidates ['analytics', 'sales'].
 */
export const analyticsKeys = {
  all: ['analytics'] as const,
  area: (area: AnalyticsArea) => ['analytics', area] as const,
  figures: (area: AnalyticsArea, f: AnalyticsFilters) =>
    ['analytics', area, f.period, { scope: f.scope, from: f.from, to: f.to, brandId: f.brandId, locationId: f.locationId }] as const,
};
