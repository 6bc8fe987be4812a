import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZContractList, type ContractQuery } from '../../../shared/suppliers.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { listSearch } from '../../lib/list-search';
import { supplierKeys } from '../../lib/query-keys/suppliers';

/** GET /api/suppliers/contracts?search&supplierId&status&endingSoon&limit&offset → a page of contracts {items, total}. */

export type ContractList = ReturnType<typeof ZContractList.parse>;

export async function getContracts(query: ContractQuery, signal?: AbortSignal): Promise<ContractList> {
  return getParsed(ZContractList, `/api/suppliers/contracts?${listSearch(query)}`, signal);
}

export function contractsQueryOptions(query: ContractQuery) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: supplierKeys.contracts(query),
    queryFn: ({ signal }) => getContracts(query, signal),
    meta: { errorToast: false },
  });
}

export function useContracts(query: ContractQuery) {
  return useQuery({ ...contractsQueryOptions(query), placeholderData: keepPreviousData });
}
