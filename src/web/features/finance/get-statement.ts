import { useQuery } from '@tanstack/react-query';
import { ZRoyaltyStatementDetail, type RoyaltyStatementDetail } from '../../../shared/finance.contracts';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { financeKeys } from '../../lib/query-keys/finance';

/** GET /api/finance/statements/:id → the statement line by line, its adjustments and history. */
export async function getStatement(id: string, signal?: AbortSignal): Promise<RoyaltyStatementDetail> {
  return ZRoyaltyStatementDetail.parse(await apiFetch<unknown>(`/api/finance/statements/${id}`, { signal }));
}

export function useStatement(id: string | null) {
  return useQuery({
    ...CACHE_PROFILES.dashboard,
    queryKey: financeKeys.statement(id ?? ''),
    queryFn: ({ signal }) => getStatement(id!, signal),
    enabled: id !== null,
  });
}
