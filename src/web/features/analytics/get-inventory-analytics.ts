import { ZInventoryAnalytics } from '../../../shared/analytics.contracts';
import type { AnalyticsFilters } from '../../lib/query-keys/analytics';
import { analyticsQueryOptions, useAnalytics } from './analytics-fetch';

/** GET /api/analytics/{network|own}/inventory → InventoryAnalytics. */
export const inventoryAnalyticsQueryOptions = (filters: AnalyticsFilters) =>
  analyticsQueryOptions('inventory', ZInventoryAnalytics, filters);
export const useInventoryAnalytics = (filters: AnalyticsFilters) => useAnalytics('inventory', ZInventoryAnalytics, filters);
