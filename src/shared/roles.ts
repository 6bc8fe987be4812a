// No zod here: the sign-in page needs these tables; the schemas (ZRole, ZProfileStatus) are in role-schemas.ts.
export const ROLES = ['franchisor', 'admin', 'franchisee', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const PROFILE_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

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

export const IAM_ROLES: readonly Role[] = ['franchisor', 'admin'];

export const ROLE_LABELS: Record<Role, string> = {
  franchisor: 'Franchisor',
  admin: 'Admin',
  franchisee: 'Franchisee',
  user: 'User',
};

/**
 * The permission matrix the server enforces: every route guard names one of these keys
 * (`guards.can(key)`), and the IAM console's "Roles & permissions" tab renders this same table (its words are in
 * permission-labels.ts, outside the web's entry chunk).
 */
export const PERMISSIONS = {
  'catalog.browse': { roles: ['franchisor', 'admin', 'franchisee'] },
  'catalog.manage': { roles: ['franchisor'] },
  'orders.place': { roles: ['franchisee'] },
  'orders.view': { roles: ['franchisor', 'admin', 'franchisee'] },
  'orders.approve': { roles: ['franchisor'] },
  'orders.ship': { roles: ['franchisor'] },
  'orders.manage_view': { roles: ['franchisor', 'admin', 'franchisee'] },
  'inventory.view': { roles: ['franchisor', 'admin', 'franchisee'] },
  'inventory.network': { roles: ['franchisor', 'admin'] },
  'inventory.adjust': { roles: ['franchisor'] },
  'inventory.reorder': { roles: ['franchisee'] },
  'announcements.send': { roles: ['franchisor'] },
  'sales.report': { roles: ['franchisee'] },
  'sales.review': { roles: ['franchisor'] },
  'analytics.network': { roles: ['franchisor'] },
  'analytics.own': { roles: ['franchisee'] },
  'finance.view': { roles: ['franchisor', 'admin', 'franchisee'] },
  'finance.manage': { roles: ['franchisor'] },
  'suppliers.read': { roles: ['franchisor', 'admin'] },
  'suppliers.write': { roles: ['franchisor'] },
  'iam.view': { roles: ['franchisor', 'admin'] },
  'iam.manage_users': { roles: ['franchisor', 'admin'] },
  'iam.grant_franchisor': { roles: ['franchisor'] },
  'iam.settings': { roles: ['franchisor'] },
  'network.view': { roles: ['franchisor', 'admin', 'franchisee'] },
  'network.manage': { roles: ['franchisor', 'admin'] },
  'training.learn': { roles: ['franchisee'] },
  'training.manage': { roles: ['franchisor'] },
  'training.report': { roles: ['franchisor', 'admin'] },
  'marketing.view': { roles: ['franchisor', 'admin', 'franchisee'] },
  'marketing.manage': { roles: ['franchisor'] },
  'contracts.view': { roles: ['franchisor', 'admin', 'franchisee'] },
  'contracts.upload': { roles: ['franchisee'] },
  'contracts.manage': { roles: ['franchisor'] },
  'support.raise': { roles: ['franchisee'] },
  'support.handle': { roles: ['franchisor', 'admin'] },
  'applications.review': { roles: ['franchisor', 'admin'] },
  'blog.manage': { roles: ['franchisor', 'admin'] },
  'site.manage': { roles: ['franchisor'] },
  'contact.handle': { roles: ['franchisor', 'admin'] },
  'diagnostics.operate': { roles: ['franchisor', 'admin'] },
  'audits.manage': { roles: ['franchisor'] },
  'audits.perform': { roles: ['franchisor', 'admin'] },
  'audits.respond': { roles: ['franchisee'] },
  'openings.view': { roles: ['franchisor', 'admin', 'franchisee'] },
  'openings.work': { roles: ['franchisee'] },
  'openings.manage': { roles: ['franchisor', 'admin'] },
  'openings.templates': { roles: ['franchisor'] },
  'profile.self': { roles: ['franchisor', 'admin', 'franchisee', 'user'] },
  'pos.keys': { roles: ['franchisor', 'admin', 'franchisee'] },
  // Head office's view of who reports less than they bought (issue 36 part 2): franchisors only, never a franchisee.
  'integrity.view': { roles: ['franchisor'] },
  'integrity.manage': { roles: ['franchisor'] },
  // Benchmarks (issue 36 part 3): a franchisee's own store against its brand's quartiles; head office for any store.
  'integrity.benchmarks': { roles: ['franchisor', 'admin', 'franchisee'] },
} as const satisfies Record<string, { roles: readonly Role[] }>;
export type Permission = keyof typeof PERMISSIONS;

export function roleHas(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly Role[]).includes(role);
}

/** The matrix keys a role holds, in matrix order (sent with the session so pages can ask before fetching). */
export function grantedPermissions(role: Role): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => roleHas(role, p));
}

export type SupplierPermission = 'read' | 'write';
/** Supplier permission (spec 6): franchisor read+write, admin read, others none; read off the matrix above. */
const supplierPermissionsOf = (role: Role): readonly SupplierPermission[] =>
  (['read', 'write'] as const).filter((p) => roleHas(role, `suppliers.${p}`));
export const SUPPLIER_PERMISSIONS: Record<Role, readonly SupplierPermission[]> = {
  franchisor: supplierPermissionsOf('franchisor'),
  admin: supplierPermissionsOf('admin'),
  franchisee: supplierPermissionsOf('franchisee'),
  user: supplierPermissionsOf('user'),
};

export function hasSupplierPermission(role: Role, needed: SupplierPermission): boolean {
  return SUPPLIER_PERMISSIONS[role].includes(needed);
}

/** Roles an admin may manage (invite, change role or status); franchisors manage everyone. */
export const ADMIN_MANAGEABLE_ROLES: readonly Role[] = ['franchisee', 'user'];
