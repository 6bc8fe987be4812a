import { useQuery } from '@tanstack/react-query';
import { ZSalesHistory, type SalesHistoryEntry } from '../../../shared/sales.contracts';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { salesKeys } from '../../lib/query-keys/sales';

/** GET /api/sales/:id/history → every submission, correction and review of a day, oldest first. */
export async function getSalesHistory(id: string, signal?: AbortSignal): Promise<SalesHistoryEntry[]> {
  return ZSalesHistory.parse(await apiFetch<unknown>(`/api/sales/${id}/history`, { signal })).items;
}

export function useSalesHistory(id: string) {
  return useQuery({ ...CACHE_PROFILES.dashboard, queryKey: salesKeys.history(id), queryFn: ({ signal }) => getSalesHistory(id, signal) });
}
