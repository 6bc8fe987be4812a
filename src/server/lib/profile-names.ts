import { inArray } from 'drizzle-orm';
import { userProfiles } from '../db/schema';
import { asOwner, type Tx } from './rls';

/**
 * Full names of the people who acted on something (a history's "changed by", a document's reviewer), by user id.
 * Profiles are private to their owner under row-level security, so they are read as the owner: a reader sees who
 * acted even when those profiles are not theirs. Pass only ids from rows the caller's RLS already let them see.
 */
export async function profileNames(tx: Tx, userIds: readonly (string | null | undefined)[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  const names = new Map<string, string>();
  if (!ids.length) return names;
  await asOwner(tx, async () => {
    const people = await tx
      .select({ id: userProfiles.id, fullName: userProfiles.fullName })
      .from(userProfiles)
      .where(inArray(userProfiles.id, ids));
    for (const p of people) names.set(p.id, p.fullName);
  });
  return names;
}
