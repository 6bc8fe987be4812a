import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplierOptions, type SupplierOption } from '../../../shared/suppliers.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { listSearch } from './list-search';
import { supplierKeys } from './supplier-keys';

/** GET /api/suppliers/options?search → at most 50 suppliers {id, code, name, status}, for pickers. */

export async function getSupplierOptions(search: string, signal?: AbortSignal): Promise<SupplierOption[]> {
  return (await getParsed(ZSupplierOptions, `/api/suppliers/options?${listSearch({ search })}`, signal)).items;
}

export function supplierOptionsQueryOptions(search: string) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: supplierKeys.options(search),
    queryFn: ({ signal }) => getSupplierOptions(search, signal),
    // A picker without options still works by its search; no toast for it.
    meta: { errorToast: false },
  });
}

export function useSupplierOptions(search: string) {
  return useQuery({ ...supplierOptionsQueryOptions(search), placeholderData: keepPreviousData });
}
