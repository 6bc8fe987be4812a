import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplierOptions, type SupplierOption } from '../../../shared/suppliers.contracts';
import { CACHE_PROFILES } from '../cache-profiles';
import { getParsed } from './define-query';

/**
 * GET /api/suppliers/options?search&activeOnly&include → at most 50 suppliers {id, code, name, status}, plus the one
 * already chosen (`include`) whatever the search: the supplier pickers of the supplier and purchasing pages.
 */

export interface SupplierOptionsQuery {
  search: string;
  activeOnly?: boolean;
  include?: string | null;
}

export async function getSupplierOptions(q: SupplierOptionsQuery, signal?: AbortSignal): Promise<SupplierOption[]> {
  const params = new URLSearchParams();
  if (q.search) params.set('search', q.search);
  if (q.activeOnly) params.set('activeOnly', 'true');
  if (q.include) params.set('include', q.include);
  return (await getParsed(ZSupplierOptions, `/api/suppliers/options?${params.toString()}`, signal)).items;
}

export function supplierOptionsQueryOptions(q: SupplierOptionsQuery) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    // Under the suppliers family: any supplier change refreshes the pickers.
    queryKey: ['suppliers', 'options', { search: q.search, activeOnly: Boolean(q.activeOnly), include: q.include ?? null }] as const,
    queryFn: ({ signal }) => getSupplierOptions(q, signal),
    // A picker without options still works by its search; no toast for it.
    meta: { errorToast: false },
  });
}

export function useSupplierOptions(q: SupplierOptionsQuery) {
  return useQuery({ ...supplierOptionsQueryOptions(q), placeholderData: keepPreviousData });
}
