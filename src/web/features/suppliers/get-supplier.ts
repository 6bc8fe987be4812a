import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplier, type Supplier } from '../../../shared/suppliers.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { supplierKeys } from '../../lib/query-keys/suppliers';

/** GET /api/suppliers/:id → Supplier (with its scores and counts); 404 for an unknown id. */

export async function getSupplier(id: string, signal?: AbortSignal): Promise<Supplier> {
  return getParsed(ZSupplier, `/api/suppliers/${encodeURIComponent(id)}`, signal);
}

export function supplierQueryOptions(id: string) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: supplierKeys.detail(id),
    queryFn: ({ signal }) => getSupplier(id, signal),
    // The page shows "not found" itself rather than a generic toast.
    meta: { errorToast: false },
  });
}

export function useSupplier(id: string) {
  return useQuery(supplierQueryOptions(id));
}
