import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locations, openingProjects } from '../db/schema';
import { ROLE_HOME, type Role } from '../../shared/roles';
import { paths } from '../../shared/routes';

/**
 * Where a user lands after signing in (the `redirectTo` of sign-in and of accepting an invitation): the role's home,
 * except a franchisee whose only stores are still opening (issue 35): there is nothing to trade yet, so they land on
 * the opening checklist. Once one store is open, the dashboard (which carries the opening card) is home again.
 */
export async function landingFor(db: Db, profile: { id: string; role: string }): Promise<string> {
  const role = profile.role as Role;
  if (role !== 'franchisee') return ROLE_HOME[role];
  const own = await db.select({ status: locations.status }).from(locations).where(eq(locations.ownerId, profile.id));
  const opening = own.some((l) => l.status === 'opening');
  const trading = own.some((l) => l.status === 'open');
  if (opening && !trading) return paths.opening;
  // No store trading or opening, but an opening head office cancelled: the opening page says so, and why.
  if (!trading && !opening && own.length > 0 && (await hasCancelledOpening(db, profile.id))) return paths.opening;
  return ROLE_HOME[role];
}

async function hasCancelledOpening(db: Db, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: openingProjects.id })
    .from(openingProjects)
    .innerJoin(locations, eq(locations.id, openingProjects.locationId))
    .where(and(eq(locations.ownerId, ownerId), eq(openingProjects.status, 'cancelled')))
    .limit(1);
  return row !== undefined;
}
