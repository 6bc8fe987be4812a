import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZPermissionMatrix } from '../../../shared/iam.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { iamKeys } from '../../lib/query-keys/iam';

/** GET /api/iam/permissions → PermissionMatrix: the same table the route guards read (roles × permissions). */

export type PermissionMatrix = z.infer<typeof ZPermissionMatrix>;

export async function getPermissionMatrix(signal?: AbortSignal): Promise<PermissionMatrix> {
  return ZPermissionMatrix.parse(await apiFetch<unknown>('/api/iam/permissions', { signal }));
}

export function permissionMatrixQueryOptions() {
  return queryOptions({ ...CACHE_PROFILES.static, queryKey: iamKeys.permissions, queryFn: ({ signal }) => getPermissionMatrix(signal) });
}

export function usePermissionMatrix() {
  return useQuery(permissionMatrixQueryOptions());
}

/** Permissions grouped by area, areas in the order they first appear. */
export function groupByArea(
  permissions: PermissionMatrix['permissions'],
): { area: string; permissions: PermissionMatrix['permissions'] }[] {
  const groups = new Map<string, PermissionMatrix['permissions']>();
  for (const p of permissions) {
    const list = groups.get(p.area) ?? [];
    list.push(p);
    groups.set(p.area, list);
  }
  return [...groups].map(([area, list]) => ({ area, permissions: list }));
}
