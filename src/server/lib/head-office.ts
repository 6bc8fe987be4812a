import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userProfiles } from '../db/schema';
import type { Tx } from './rls';

/** Head office's roles: franchisors and admins. */
const HEAD_OFFICE_ROLES = ['franchisor', 'admin'] as const;

/** Profiles of head office's staff still at work: an active franchisor or admin. */
export const activeHeadOffice = and(inArray(userProfiles.role, HEAD_OFFICE_ROLES), eq(userProfiles.status, 'active'));

/** Ids of active head-office staff: who hears about something nobody in particular handles yet. */
export async function activeHeadOfficeIds(exec: Db | Tx): Promise<string[]> {
  const rows = await exec.select({ id: userProfiles.id }).from(userProfiles).where(activeHeadOffice);
  return rows.map((r) => r.id);
}
