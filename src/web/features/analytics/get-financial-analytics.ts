import { ZFinancialAnalytics } from '../../../shared/analytics.contracts';
import type { AnalyticsFilters } from '../../lib/query-keys/analytics';
import { analyticsQueryOptions, useAnalytics } from './analytics-fetch';

/** GET /api/analytics/{network|own}/financial → FinancialAnalytics. */
export const financialAnalyticsQueryOptions = (filters: AnalyticsFilters) =>
  analyticsQueryOptions('financial', ZFinancialAnalytics, filters);
export const useFinancialAnalytics = (filters: AnalyticsFilters) => useAnalytics('financial', ZFinancialAnalytics, filters);
