import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STATEMENT_PAGE_SIZE, ZStatementList, type StatementList } from '../../../shared/finance.contracts';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { financeKeys, type StatementFilters } from '../../lib/query-keys/finance';

/** GET /api/finance/statements?month&status&limit&offset (finance.view; a franchisee's own locations). */
export async function getStatements(f: StatementFilters, signal?: AbortSignal): Promise<StatementList> {
  const q = new URLSearchParams({ limit: String(STATEMENT_PAGE_SIZE), offset: String((f.page - 1) * STATEMENT_PAGE_SIZE) });
  if (f.month) q.set('month', f.month);
  if (f.status) q.set('status', f.status);
  return ZStatementList.parse(await apiFetch<unknown>(`/api/finance/statements?${q}`, { signal }));
}

export function useStatements(f: StatementFilters) {
  return useQuery({
    ...queryOptions({
      ...CACHE_PROFILES.dashboard,
      queryKey: financeKeys.statements(f),
      queryFn: ({ signal }) => getStatements(f, signal),
    }),
    placeholderData: keepPreviousData,
  });
}
