import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { analyticsKeys, type AnalyticsArea, type AnalyticsFilters } from '../../lib/query-keys/analytics';
import { analyticsQuery } from './analytics-filters';

/**
 * GET /api/analytics/{network|own}/{area}?period&from&to&brandId&locationId, parsed with the shared contract.
 * The endpoint files (get-sales-analytics.ts …) name the area and its schema.
 */
export function analyticsQueryOptions<S extends z.ZodType>(area: AnalyticsArea, schema: S, filters: AnalyticsFilters) {
  return queryOptions({
    ...CACHE_PROFILES.analytics,
    queryKey: analyticsKeys.figures(area, filters),
    queryFn: async ({ signal }): Promise<z.output<S>> =>
      schema.parse(await apiFetch<unknown>(`/api/analytics/${filters.scope}/${area}?${analyticsQuery(filters)}`, { signal })),
    // Each panel shows its own failure inline with a retry.
    meta: { errorToast: false },
  });
}

export function useAnalytics<S extends z.ZodType>(area: AnalyticsArea, schema: S, filters: AnalyticsFilters) {
  // Keep the previous period's figures on screen while the next period loads.
  return useQuery({ ...analyticsQueryOptions(area, schema, filters), placeholderData: keepPreviousData });
}
