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
 * (`guards.can(key)`), and the IAM console's "Roles & permissions" tab renders this same table.
 */
export const PERMISSIONS = {
  'catalog.browse': { label: 'Browse the product catalogue', area: 'Catalogue', roles: ['franchisor', 'admin', 'franchisee'] },
  'catalog.manage': { label: 'Manage products, prices and categories', area: 'Catalogue', roles: ['franchisor'] },
  'orders.place': { label: 'Cart, checkout, addresses and payment methods', area: 'Orders', roles: ['franchisee'] },
  'orders.view': {
    label: 'View orders and invoices (own locations for franchisees)',
    area: 'Orders',
    roles: ['franchisor', 'admin', 'franchisee'],
  },
  'orders.approve': { label: 'Approve or reject orders', area: 'Orders', roles: ['franchisor'] },
  'orders.ship': { label: 'Process, ship, deliver and cancel orders', area: 'Orders', roles: ['franchisor'] },
  'orders.manage_view': { label: 'Order management list and export', area: 'Orders', roles: ['franchisor', 'admin', 'franchisee'] },
  'inventory.view': {
    label: 'View stock (own locations for franchisees)',
    area: 'Inventory',
    roles: ['franchisor', 'admin', 'franchisee'],
  },
  'inventory.network': { label: 'View warehouse and network stock', area: 'Inventory', roles: ['franchisor', 'admin'] },
  'inventory.adjust': { label: 'Receive, adjust and write off warehouse stock', area: 'Inventory', roles: ['franchisor'] },
  'inventory.reorder': { label: 'Add suggested reorder to cart', area: 'Inventory', roles: ['franchisee'] },
  'announcements.send': { label: 'Send announcements', area: 'Notifications', roles: ['franchisor'] },
  'sales.report': { label: 'Enter, import and correct daily sales of own locations', area: 'Sales & finance', roles: ['franchisee'] },
  'sales.review': {
    label: 'Review (approve or reject) sales submissions, see missing reports',
    area: 'Sales & finance',
    roles: ['franchisor'],
  },
  'analytics.network': { label: 'Network dashboard and analytics', area: 'Sales & finance', roles: ['franchisor'] },
  'analytics.own': { label: 'Dashboard and analytics of own locations', area: 'Sales & finance', roles: ['franchisee'] },
  'finance.view': {
    label: 'Financial dashboard: royalty statements, invoices and payments (own locations for franchisees)',
    area: 'Sales & finance',
    roles: ['franchisor', 'admin', 'franchisee'],
  },
  'finance.manage': {
    label: 'Calculate and approve royalties, adjust statements, record payments',
    area: 'Sales & finance',
    roles: ['franchisor'],
  },
  'suppliers.read': { label: 'Read suppliers', area: 'Suppliers', roles: ['franchisor', 'admin'] },
  'suppliers.write': { label: 'Create and edit suppliers', area: 'Suppliers', roles: ['franchisor'] },
  'iam.view': { label: 'View users, invitations and the audit log', area: 'Identity & access', roles: ['franchisor', 'admin'] },
  'iam.manage_users': {
    label: 'Invite users, change roles and status (admin: franchisee and user accounts only)',
    area: 'Identity & access',
    roles: ['franchisor', 'admin'],
  },
  'iam.grant_franchisor': { label: 'Grant or remove the franchisor role', area: 'Identity & access', roles: ['franchisor'] },
  'iam.settings': { label: 'Security settings (require two-factor for head office)', area: 'Identity & access', roles: ['franchisor'] },
  'network.view': {
    label: 'View brands and locations (own locations for franchisees)',
    area: 'Network',
    roles: ['franchisor', 'admin', 'franchisee'],
  },
  'network.manage': { label: 'Create and edit brands and locations, assign owners', area: 'Network', roles: ['franchisor', 'admin'] },
  'training.learn': { label: 'Take the training programmes of own brands', area: 'Franchisee workspace', roles: ['franchisee'] },
  'training.manage': {
    label: 'Author training programmes, modules, lessons and quizzes',
    area: 'Franchisee workspace',
    roles: ['franchisor'],
  },
  'training.report': { label: 'Training completion per location and person', area: 'Franchisee workspace', roles: ['franchisor', 'admin'] },
  'marketing.view': {
    label: 'Browse and download marketing assets (own brands for franchisees)',
    area: 'Franchisee workspace',
    roles: ['franchisor', 'admin', 'franchisee'],
  },
  'marketing.manage': { label: 'Manage the marketing asset library', area: 'Franchisee workspace', roles: ['franchisor'] },
  'contracts.view': {
    label: 'Contract package: agreement, documents, milestones (own locations for franchisees)',
    area: 'Franchisee workspace',
    roles: ['franchisor', 'admin', 'franchisee'],
  },
  'contracts.upload': {
    label: 'Upload location documents; request a package upgrade',
    area: 'Franchisee workspace',
    roles: ['franchisee'],
  },
  'contracts.manage': {
    label: 'Edit agreements and milestones, review documents, decide upgrade requests',
    area: 'Franchisee workspace',
    roles: ['franchisor'],
  },
  'support.raise': { label: 'Raise and follow support requests of own locations', area: 'Franchisee workspace', roles: ['franchisee'] },
  'support.handle': { label: 'Answer, assign and resolve support requests', area: 'Franchisee workspace', roles: ['franchisor', 'admin'] },
  'applications.review': {
    label: 'Franchise applications: read, add notes, move through the pipeline, approve (invites) or reject',
    area: 'Public site',
    roles: ['franchisor', 'admin'],
  },
  'blog.manage': { label: 'Write, schedule, publish and unpublish blog posts', area: 'Public site', roles: ['franchisor', 'admin'] },
  'site.manage': { label: 'Edit brand microsites and home page testimonials', area: 'Public site', roles: ['franchisor'] },
  'contact.handle': { label: 'Read contact messages and mark them handled', area: 'Public site', roles: ['franchisor', 'admin'] },
  'diagnostics.operate': {
    label: "Diagnostics that write or read others' data, error reports, scheduled jobs and metrics",
    area: 'Operations',
    roles: ['franchisor', 'admin'],
  },
  'profile.self': {
    label: 'Own profile, sessions, two-factor and notifications',
    area: 'Account',
    roles: ['franchisor', 'admin', 'franchisee', 'user'],
  },
} as const satisfies Record<string, { label: string; area: string; roles: readonly Role[] }>;
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
