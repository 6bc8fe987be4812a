import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplierPerformanceDetail, type SupplierPerformanceDetail } from '../../../shared/purchasing.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { purchasingKeys } from './query-keys';

/** GET /api/suppliers/:id/performance → the supplier's figures and its last 12 Manila months (spend, on-time, units). */

export async function getSupplierPerformance(supplierId: string, signal?: AbortSignal): Promise<SupplierPerformanceDetail> {
  return getParsed(ZSupplierPerformanceDetail, `/api/suppliers/${encodeURIComponent(supplierId)}/performance`, signal);
}

export function supplierPerformanceQueryOptions(supplierId: string) {
  return queryOptions({
    ...CACHE_PROFILES.analytics,
    queryKey: purchasingKeys.supplierPerformance(supplierId),
    queryFn: ({ signal }) => getSupplierPerformance(supplierId, signal),
  });
}

export function useSupplierPerformance(supplierId: string) {
  return useQuery(supplierPerformanceQueryOptions(supplierId));
}
