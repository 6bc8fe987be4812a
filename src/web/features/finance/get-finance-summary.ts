import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFinanceSummary, type FinanceSummary } from '../../../shared/finance.contracts';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { financeKeys } from '../../lib/query-keys/finance';

/** GET /api/finance/summary (any signed-in user) → network figures, own balance, or `{ scope: 'none' }`. */
export async function getFinanceSummary(signal?: AbortSignal): Promise<FinanceSummary> {
  return ZFinanceSummary.parse(await apiFetch<unknown>('/api/finance/summary', { signal }));
}

export function financeSummaryQueryOptions() {
  return queryOptions({ ...CACHE_PROFILES.dashboard, queryKey: financeKeys.summary, queryFn: ({ signal }) => getFinanceSummary(signal) });
}

export function useFinanceSummary() {
  return useQuery(financeSummaryQueryOptions());
}
