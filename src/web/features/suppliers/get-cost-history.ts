import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCostHistory, type CostHistoryEntry } from '../../../shared/suppliers.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { supplierKeys } from '../../lib/query-keys/suppliers';

/** GET /api/suppliers/products/:id/cost-history → every unit-cost change of a link (who, when, note), newest first. */

export async function getCostHistory(id: string, signal?: AbortSignal): Promise<CostHistoryEntry[]> {
  return (await getParsed(ZCostHistory, `/api/suppliers/products/${encodeURIComponent(id)}/cost-history`, signal)).items;
}

export function costHistoryQueryOptions(id: string) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: supplierKeys.costHistory(id),
    queryFn: ({ signal }) => getCostHistory(id, signal),
    meta: { errorToast: false },
  });
}

export function useCostHistory(id: string | null) {
  return useQuery({ ...costHistoryQueryOptions(id ?? ''), enabled: id !== null });
}
