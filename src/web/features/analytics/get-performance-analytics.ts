import { ZPerformanceAnalytics } from '../../../shared/analytics.contracts';
import type { AnalyticsFilters } from '../../lib/query-keys/analytics';
import { analyticsQueryOptions, useAnalytics } from './analytics-fetch';

/** GET /api/analytics/{network|own}/performance → PerformanceAnalytics. */
export const performanceAnalyticsQueryOptions = (filters: AnalyticsFilters) =>
  analyticsQueryOptions('performance', ZPerformanceAnalytics, filters);
export const usePerformanceAnalytics = (filters: AnalyticsFilters) => useAnalytics('performance', ZPerformanceAnalytics, filters);
