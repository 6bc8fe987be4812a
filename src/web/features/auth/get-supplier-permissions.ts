import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SESSION, SUPPLIER_PERMISSION_RETRY } from '../../../shared/constants';
import type { SessionResponse } from '../../../shared/auth.contracts';
import { SUPPLIER_PERMISSIONS, type SupplierPermission } from '../../../shared/roles';
import { isRetryableError } from '../../app/query-client';
import { getSession, SESSION_QUERY_KEY } from './get-session';

/**
 * Supplier permissions, read from GET /api/session. A query of its own so it can follow the spec's
 * permission-check retry policy (3 retries 1 s apart, then one automatic retry after 2 s) without
 * changing how the session itself is retried. Seeded from the cached session, so usually no request.
 */

export const SUPPLIER_PERMISSIONS_QUERY_KEY = ['user', 'permissions', 'suppliers'] as const;

export function supplierPermissionsOf(session: SessionResponse): readonly SupplierPermission[] {
  if (!session.user) return [];
  // The server's answer wins; the shared role table covers a server that leaves it out.
  return session.permissions?.suppliers ?? SUPPLIER_PERMISSIONS[session.user.role];
}

export function supplierPermissionsQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: SUPPLIER_PERMISSIONS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const session = await getSession(signal);
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
      return supplierPermissionsOf(session);
    },
    initialData: () => {
      const session = queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY);
      return session ? supplierPermissionsOf(session) : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(SESSION_QUERY_KEY)?.dataUpdatedAt,
    staleTime: SESSION.profileCacheMs,
    retry: (failureCount, error) => failureCount < SUPPLIER_PERMISSION_RETRY.attempts && isRetryableError(error),
    retryDelay: SUPPLIER_PERMISSION_RETRY.delayMs,
    meta: { errorToast: false },
  });
}

export function useSupplierPermissions() {
  const queryClient = useQueryClient();
  const query = useQuery(supplierPermissionsQueryOptions(queryClient));
  const { isError, refetch } = query;

  // One automatic second chance after the retries are spent (spec 6); afterwards the user decides.
  const autoRetried = useRef(false);
  useEffect(() => {
    if (!isError || autoRetried.current) return;
    const timer = setTimeout(() => {
      autoRetried.current = true;
      void refetch();
    }, SUPPLIER_PERMISSION_RETRY.autoRetryAfterMs);
    return () => clearTimeout(timer);
  }, [isError, refetch]);

  return query;
}
