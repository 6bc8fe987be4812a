import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSalesList, type SalesList, type SalesQuery } from '../../../shared/sales.contracts';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { salesKeys } from '../../lib/query-keys/sales';

/** GET /api/sales?… → a page of days (own locations for franchisees, the network for head office). */

export function salesSearch(query: SalesQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  return params.toString();
}

export async function getSales(query: SalesQuery, signal?: AbortSignal): Promise<SalesList> {
  return ZSalesList.parse(await apiFetch<unknown>(`/api/sales?${salesSearch(query)}`, { signal }));
}

export function salesQueryOptions(query: SalesQuery, enabled = true) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: salesKeys.list(query),
    queryFn: ({ signal }) => getSales(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSales(query: SalesQuery, enabled = true) {
  return useQuery(salesQueryOptions(query, enabled));
}
