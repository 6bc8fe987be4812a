import { useQuery } from '@tanstack/react-query';
import { ZIntegritySummary, type IntegritySummary } from '../../../shared/sales-integrity.contracts';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { salesIntegrityKeys } from '../../lib/query-keys/sales-integrity';

/** GET /api/sales-integrity/summary → the franchisor dashboard card. */
export async function getIntegritySummary(signal?: AbortSignal): Promise<IntegritySummary> {
  return ZIntegritySummary.parse(await apiFetch<unknown>('/api/sales-integrity/summary', { signal }));
}

export function useIntegritySummary(enabled = true) {
  return useQuery({
    ...CACHE_PROFILES.dashboard,
    queryKey: salesIntegrityKeys.summary,
    queryFn: ({ signal }) => getIntegritySummary(signal),
    enabled,
  });
}
