import { z } from 'zod';

export const ROLES = ['franchisor', 'admin', 'franchisee', 'user'] as const;
export const ZRole = z.enum(ROLES);
export type Role = z.infer<typeof ZRole>;

export const PROFILE_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const ZProfileStatus = z.enum(PROFILE_STATUSES);
export type ProfileStatus = z.infer<typeof ZProfileStatus>;

/** Where each role lands after sign-in and where a wrong-role visit is sent (DESIGN 4). */
export const ROLE_HOME: Record<Role, string> = {
  franchisor: '/franchisor-dashboard',
  franchisee: '/franchisee-dashboard',
  admin: '/iam-management',
  user: '/profile',
};

/** `/analytics` resolves per role; roles without an analytics page go home. */
export const ROLE_ANALYTICS: Record<Role, string> = {
  franchisor: '/franchisor-analytics',
  franchisee: '/franchisee-analytics',
  admin: ROLE_HOME.admin,
  user: ROLE_HOME.user,
};

export type SupplierPermission = 'read' | 'write';
/** Supplier permission (spec 6): franchisor read+write, admin read, others none. */
export const SUPPLIER_PERMISSIONS: Record<Role, readonly SupplierPermission[]> = {
  franchisor: ['read', 'write'],
  admin: ['read'],
  franchisee: [],
  user: [],
};

export function hasSupplierPermission(role: Role, needed: SupplierPermission): boolean {
  return SUPPLIER_PERMISSIONS[role].includes(needed);
}

export const IAM_ROLES: readonly Role[] = ['franchisor', 'admin'];

export const ROLE_LABELS: Record<Role, string> = {
  franchisor: 'Franchisor',
  admin: 'Admin',
  franchisee: 'Franchisee',
  user: 'User',
};
