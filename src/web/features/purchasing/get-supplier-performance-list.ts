import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZPerformanceList } from '../../../shared/purchasing.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { toSearchParams } from './purchase-order-filters';
import { purchasingKeys, type PerformanceListKey } from './query-keys';

/** GET /api/suppliers/performance?from&to&search&limit&offset → per-supplier figures, a page of them, and the network's. */

export type PerformanceList = z.infer<typeof ZPerformanceList>;

export async function getSupplierPerformanceList(query: PerformanceListKey, signal?: AbortSignal): Promise<PerformanceList> {
  return getParsed(ZPerformanceList, `/api/suppliers/performance?${toSearchParams({ ...query })}`, signal);
}

export function supplierPerformanceListQueryOptions(query: PerformanceListKey) {
  return queryOptions({
    ...CACHE_PROFILES.analytics,
    queryKey: purchasingKeys.performance(query),
    queryFn: ({ signal }) => getSupplierPerformanceList(query, signal),
  });
}

export function useSupplierPerformanceList(query: PerformanceListKey) {
  return useQuery({ ...supplierPerformanceListQueryOptions(query), placeholderData: keepPreviousData });
}
