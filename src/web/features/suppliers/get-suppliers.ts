import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplierList, type SupplierList, type SupplierQuery } from '../../../shared/suppliers.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { listSearch } from '../../lib/list-search';
import { supplierKeys } from '../../lib/query-keys/suppliers';

/** GET /api/suppliers?search&status&type&sort&limit&offset → SupplierList {items, total}: head office only. */

export async function getSuppliers(query: SupplierQuery, signal?: AbortSignal): Promise<SupplierList> {
  return getParsed(ZSupplierList, `/api/suppliers?${listSearch(query)}`, signal);
}

export function suppliersQueryOptions(query: SupplierQuery) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: supplierKeys.list(query),
    queryFn: ({ signal }) => getSuppliers(query, signal),
    // The list shows its own error with a retry.
    meta: { errorToast: false },
  });
}

export function useSuppliers(query: SupplierQuery) {
  // The previous page stays on screen while the next loads, so paging and sorting don't flash.
  return useQuery({ ...suppliersQueryOptions(query), placeholderData: keepPreviousData });
}
