import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZIamUserList, type IamUser } from '../../../shared/iam.contracts';
import { CACHE_PROFILES } from '../cache-profiles';
import { userListQuery, type UserFilters } from '../filters/iam-filters';
import { iamKeys } from '../query-keys/iam';
import { getParsed } from './define-query';

/** GET /api/iam/users?search&role&status&locationId&limit&offset (franchisor, admin) → IamUserList {items, total}. */

export async function getIamUsers(query: URLSearchParams, signal?: AbortSignal) {
  return getParsed(ZIamUserList, `/api/iam/users?${query.toString()}`, signal);
}

export function iamUsersQueryOptions(filters: UserFilters) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: iamKeys.userList(filters),
    queryFn: ({ signal }) => getIamUsers(userListQuery(filters), signal),
  });
}

export function useIamUsers(filters: UserFilters) {
  return useQuery({ ...iamUsersQueryOptions(filters), placeholderData: keepPreviousData });
}

/** Every franchisee account (page by page): the owner choices of a location. */
export async function getAllFranchisees(signal?: AbortSignal): Promise<IamUser[]> {
  const all: IamUser[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await getIamUsers(new URLSearchParams({ role: 'franchisee', limit: '100', offset: String(offset) }), signal);
    all.push(...page.items);
    if (page.items.length < 100 || all.length >= page.total) return all;
  }
}

export function useFranchisees(enabled = true) {
  return useQuery({
    ...CACHE_PROFILES.dashboard,
    queryKey: iamKeys.franchisees,
    queryFn: ({ signal }) => getAllFranchisees(signal),
    enabled,
  });
}
