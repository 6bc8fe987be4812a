import { ZSalesAnalytics } from '../../../shared/analytics.contracts';
import type { AnalyticsFilters } from '../../lib/query-keys/analytics';
import { analyticsQueryOptions, useAnalytics } from './analytics-fetch';

/** GET /api/analytics/{network|own}/sales → SalesAnalytics. */
export const salesAnalyticsQueryOptions = (filters: AnalyticsFilters) => analyticsQueryOptions('sales', ZSalesAnalytics, filters);
export const useSalesAnalytics = (filters: AnalyticsFilters) => useAnalytics('sales', ZSalesAnalytics, filters);
