import { ZWarningsAnalytics } from '../../../shared/analytics.contracts';
import type { AnalyticsFilters } from '../../lib/query-keys/analytics';
import { useAnalytics } from './analytics-fetch';

/** GET /api/analytics/network/warnings → WarningsAnalytics (head office only). */
export const useAnalyticsWarnings = (filters: AnalyticsFilters) => useAnalytics('warnings', ZWarningsAnalytics, filters);
