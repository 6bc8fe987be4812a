import { useQuery } from '@tanstack/react-query';
import { ZSalesYields, type SalesYield } from '../../../shared/sales-integrity.contracts';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { salesIntegrityKeys } from '../../lib/query-keys/sales-integrity';

/** GET /api/sales-integrity/yields → every product each brand may order, with its sales yield for that brand. */
export async function getSalesYields(signal?: AbortSignal): Promise<SalesYield[]> {
  return ZSalesYields.parse(await apiFetch<unknown>('/api/sales-integrity/yields', { signal })).items;
}

export function useSalesYields(enabled = true) {
  return useQuery({
    ...CACHE_PROFILES.static,
    queryKey: salesIntegrityKeys.yields,
    queryFn: ({ signal }) => getSalesYields(signal),
    enabled,
  });
}
