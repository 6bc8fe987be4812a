import type { z } from 'zod';
import { ZPermissionMatrix } from '../../../shared/iam.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { iamKeys } from '../../lib/query-keys/iam';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/** GET /api/iam/permissions → PermissionMatrix: the same table the route guards read (roles × permissions). */

export type PermissionMatrix = z.infer<typeof ZPermissionMatrix>;

export async function getPermissionMatrix(signal?: AbortSignal): Promise<PermissionMatrix> {
  return getParsed(ZPermissionMatrix, '/api/iam/permissions', signal);
}

const permissionMatrix = defineQuery({ cache: CACHE_PROFILES.static, queryKey: iamKeys.permissions, fetch: getPermissionMatrix });
export const permissionMatrixQueryOptions = permissionMatrix.options;

export const usePermissionMatrix = permissionMatrix.useData;

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
