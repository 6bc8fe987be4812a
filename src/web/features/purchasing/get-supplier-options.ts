import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplierOptions, type SupplierOption } from '../../../shared/suppliers.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { toSearchParams } from './purchase-order-filters';
import { purchasingKeys } from './query-keys';

/** GET /api/suppliers/options?search&activeOnly → at most 50 {id, code, name, status}: the supplier pickers. */

export async function getSupplierOptions(search: string, activeOnly: boolean, signal?: AbortSignal): Promise<SupplierOption[]> {
  const qs = toSearchParams({ search: search.trim() || undefined, activeOnly: activeOnly ? 'true' : undefined });
  return (await getParsed(ZSupplierOptions, `/api/suppliers/options?${qs}`, signal)).items;
}

export function supplierOptionsQueryOptions(search = '', activeOnly = false) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: purchasingKeys.supplierOptions(search.trim(), activeOnly),
    queryFn: ({ signal }) => getSupplierOptions(search, activeOnly, signal),
    // A picker without choices says so itself; no toast over the page.
    meta: { errorToast: false },
  });
}

export function useSupplierOptions({ search = '', activeOnly = false, enabled = true } = {}) {
  return useQuery({ ...supplierOptionsQueryOptions(search, activeOnly), enabled });
}
