import { ADMIN_MANAGEABLE_ROLES, ROLES, type Role } from '../../../shared/roles';

/**
 * What the console offers the signed-in user. The server enforces the same rules (and a few it alone
 * can check, such as "the last active franchisor"); this only hides what would certainly be refused.
 */

export interface Actor {
  id: string;
  role: Role;
}

/** Roles the actor may hand out (invite with, or change a user to). */
export function grantableRoles(actorRole: Role): Role[] {
  if (actorRole === 'franchisor') return [...ROLES];
  if (actorRole === 'admin') return [...ADMIN_MANAGEABLE_ROLES];
  return [];
}

/** Whether the actor may change this user's role, status, locations or sessions at all. */
export function mayManageUser(actor: Actor, target: { id: string; role: Role }): boolean {
  if (actor.id === target.id) return false;
  if (actor.role === 'franchisor') return true;
  if (actor.role === 'admin') return ADMIN_MANAGEABLE_ROLES.includes(target.role);
  return false;
}

/** Why the actor may not manage this user, in words for the drawer; null when they may. */
export function manageRefusal(actor: Actor, target: { id: string; role: Role }): string | null {
  if (mayManageUser(actor, target)) return null;
  if (actor.id === target.id) return 'This is your own account: another head-office user must change its role or status.';
  return 'Admins manage franchisee and user accounts only.';
}
