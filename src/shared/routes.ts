import type { Role, SupplierPermission } from './roles';

/**
 * The route table of PRODUCT-SPEC section 2: every path, its guard and its title.
 * The web router is generated from this list, so a route cannot exist without a guard.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'guest' }
  | { kind: 'signedIn' }
  | { kind: 'roles'; roles: readonly Role[] }
  | { kind: 'supplier'; permission: SupplierPermission };

export interface RouteDef {
  path: string;
  title: string;
  access: RouteAccess;
  /** Shown in the signed-in navigation when the user may open it. */
  nav?: boolean;
}

const pub = { kind: 'public' } as const;
const guest = { kind: 'guest' } as const;
const signedIn = { kind: 'signedIn' } as const;
const only = (...roles: Role[]): RouteAccess => ({ kind: 'roles', roles });
const supplier = (permission: SupplierPermission): RouteAccess => ({ kind: 'supplier', permission });

export const paths = {
  home: '/',
  contact: '/contact',
  blog: '/blog',
  blogPost: (id: string) => `/blog/${id}`,
  brand: (brandId: string) => `/brand/${brandId}`,
  authCallback: '/auth/callback',
  login: '/login',
  signup: '/signup',
  apply: '/apply',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  analytics: '/analytics',
  orders: '/orders',
  orderDetail: (orderId: string) => `/orders/${orderId}`,
  orderConfirmation: (orderId: string) => `/order-confirmation/${orderId}`,
  productCatalog: '/product-catalog',
  cart: '/cart',
  checkout: '/checkout',
  addresses: '/addresses',
  paymentMethods: '/payment-methods',
  catalogManagement: '/catalog-management',
  profile: '/profile',
  notifications: '/notifications',
  suppliers: '/suppliers',
  supplierCreate: '/suppliers/create',
  supplierDetail: (id: string) => `/suppliers/${id}`,
  supplierProducts: '/suppliers/products',
  supplierContracts: '/suppliers/contracts',
  supplierPerformance: '/suppliers/performance',
  purchaseOrders: '/suppliers/purchase-orders',
  purchaseOrderDetail: (id: string) => `/suppliers/purchase-orders/${id}`,
  training: '/franchisee-training',
  trainingModule: (moduleId: string) => `/franchisee-training/modules/${moduleId}`,
  marketingAssets: '/franchisee/marketing-assets',
  contractPackage: '/franchisee/contract-package',
  supportRequests: '/franchisee/support-requests',
  supportRequest: (ticketId: string) => `/franchisee/support-requests/${ticketId}`,
  trainingManagement: '/training-management',
  trainingProgram: (programId: string) => `/training-management/${programId}`,
  marketingManagement: '/marketing-management',
  contractManagement: '/contract-management',
  locationContract: (locationId: string) => `/contract-management/${locationId}`,
  supportTickets: '/support-tickets',
  supportTicket: (ticketId: string) => `/support-tickets/${ticketId}`,
  applications: '/applications',
  application: (applicationId: string) => `/applications/${applicationId}`,
  blogManagement: '/blog-management',
  blogPostNew: '/blog-management/new',
  blogPostEdit: (postId: string) => `/blog-management/${postId}`,
  contactMessages: '/contact-messages',
  siteContent: '/site-content',
  opening: '/opening',
  openings: '/openings',
  openingProject: (projectId: string) => `/openings?project=${projectId}`,
  openingTemplates: '/openings/templates',
  audits: '/audits',
  auditsTab: (tab: string) => `/audits?tab=${tab}`,
  audit: (auditId: string) => `/audits/${auditId}`,
  franchiseeAudits: '/franchisee/audits',
} as const;

export const TEST_PAGES = [
  'supplier-access',
  'authentication',
  'login',
  'api-errors',
  'react-query',
  'auth-security',
  'routes',
  'production-fixes',
  'integration',
  'rls-security',
  'bug-tracker',
  'cart',
  'cart-debug',
] as const;

export const ROUTES: readonly RouteDef[] = [
  { path: '/', title: 'Home', access: pub },
  { path: '/contact', title: 'Contact Us', access: pub },
  { path: '/blog', title: 'Blog', access: pub },
  { path: '/blog/:id', title: 'Blog Post', access: pub },
  { path: '/brand/:brandId', title: 'Brand', access: pub },
  { path: '/auth/callback', title: 'Signing you in', access: pub },
  { path: '/test', title: 'Test Suite Dashboard', access: pub },
  { path: '/forgot-password', title: 'Forgot Password', access: pub },
  { path: '/reset-password', title: 'Set a New Password', access: pub },

  { path: '/login', title: 'Sign In', access: { kind: 'public' } },
  { path: '/signup', title: 'Create Account', access: guest },
  { path: '/apply', title: 'Apply for a Franchise', access: guest },

  { path: '/franchisor-dashboard', title: 'Franchisor Dashboard', access: only('franchisor'), nav: true },
  { path: '/franchisor-analytics', title: 'Franchisor Analytics', access: only('franchisor'), nav: true },
  { path: '/order-approvals', title: 'Order Approvals', access: only('franchisor'), nav: true },
  { path: '/shipping-management', title: 'Shipping Management', access: only('franchisor'), nav: true },
  // Not in the spec's table: head office's catalogue management view (ordering issue).
  { path: '/catalog-management', title: 'Catalogue Management', access: only('franchisor'), nav: true },
  // Not in the spec's table: head office's unified inventory view (order-operations issue).
  { path: '/inventory', title: 'Inventory', access: only('franchisor', 'admin'), nav: true },

  { path: '/franchisee-dashboard', title: 'Franchisee Dashboard', access: only('franchisee'), nav: true },
  { path: '/franchisee-analytics', title: 'Franchisee Analytics', access: only('franchisee'), nav: true },
  { path: '/product-catalog', title: 'Product Catalog', access: only('franchisee'), nav: true },
  { path: '/cart', title: 'Cart', access: only('franchisee'), nav: true },
  { path: '/checkout', title: 'Checkout', access: only('franchisee') },
  { path: '/order-confirmation/:orderId', title: 'Order Confirmation', access: only('franchisee') },
  { path: '/orders', title: 'My Orders', access: only('franchisee'), nav: true },
  // Head office opens order details too (from approvals, shipping and order management).
  { path: '/orders/:orderId', title: 'Order Details', access: only('franchisee', 'franchisor', 'admin') },
  { path: '/payment-methods', title: 'Payment Methods', access: only('franchisee'), nav: true },
  { path: '/addresses', title: 'Addresses', access: only('franchisee'), nav: true },
  { path: '/franchisee-training', title: 'Training', access: only('franchisee'), nav: true },
  { path: '/franchisee/sales-upload', title: 'Sales Upload', access: only('franchisee'), nav: true },
  { path: '/franchisee/inventory-order', title: 'Inventory Order', access: only('franchisee'), nav: true },
  { path: '/franchisee/marketing-assets', title: 'Marketing Assets', access: only('franchisee'), nav: true },
  { path: '/franchisee/contract-package', title: 'Contract Package', access: only('franchisee'), nav: true },
  { path: '/franchisee/support-requests', title: 'Support Requests', access: only('franchisee'), nav: true },
  // Not in the spec's table: a new store's opening checklist (issue 35, decision 021).
  { path: '/opening', title: 'Store Opening', access: only('franchisee'), nav: true },
  // Not in the spec's table: the franchisee's announced audits, reports and corrective actions (issue 37, audits.respond).
  { path: '/franchisee/audits', title: 'Store Audits', access: only('franchisee'), nav: true },

  // Not in the spec's table: head office's side of the franchisee workspace (issue 15).
  { path: '/franchisee-training/modules/:moduleId', title: 'Training Module', access: only('franchisee') },
  { path: '/franchisee/support-requests/:ticketId', title: 'Support Request', access: only('franchisee') },
  { path: '/training-management', title: 'Training Management', access: only('franchisor', 'admin'), nav: true },
  { path: '/training-management/:programId', title: 'Training Programme', access: only('franchisor', 'admin') },
  { path: '/marketing-management', title: 'Marketing Library', access: only('franchisor', 'admin'), nav: true },
  { path: '/contract-management', title: 'Franchise Contracts', access: only('franchisor', 'admin'), nav: true },
  { path: '/contract-management/:locationId', title: 'Location Contract', access: only('franchisor', 'admin') },
  { path: '/support-tickets', title: 'Support Tickets', access: only('franchisor', 'admin'), nav: true },
  { path: '/support-tickets/:ticketId', title: 'Support Ticket', access: only('franchisor', 'admin') },

  // Not in the spec's table: head office's side of the public site (issue 16).
  { path: '/applications', title: 'Franchise Applications', access: only('franchisor', 'admin'), nav: true },
  { path: '/applications/:applicationId', title: 'Franchise Application', access: only('franchisor', 'admin') },
  { path: '/blog-management', title: 'Blog Posts', access: only('franchisor', 'admin'), nav: true },
  { path: '/blog-management/new', title: 'New Blog Post', access: only('franchisor', 'admin') },
  { path: '/blog-management/:postId', title: 'Edit Blog Post', access: only('franchisor', 'admin') },
  { path: '/contact-messages', title: 'Contact Messages', access: only('franchisor', 'admin'), nav: true },
  { path: '/site-content', title: 'Site Content', access: only('franchisor'), nav: true },
  // Not in the spec's table: head office's board of store openings (issue 35, decision 021; openings.view/manage).
  { path: '/openings', title: 'Store Openings', access: only('franchisor', 'admin'), nav: true },
  // Not in the spec's table: reported sales against what each store bought (issue 36 part 2), franchisors only.
  { path: '/sales-integrity', title: 'Sales Integrity', access: only('franchisor'), nav: true },
  // Head office's opening checklists per brand (decision 021): admin reads, the franchisor edits (openings.templates).
  { path: '/openings/templates', title: 'Opening Templates', access: only('franchisor', 'admin') },
  // Not in the spec's table: brand-standards audits (issue 37, decision 023). Auditors (audits.perform: franchisor and
  // admin) see their list and perform an audit; the franchisor (audits.manage) also schedules, reviews and edits templates.
  { path: '/audits', title: 'Store Audits', access: only('franchisor', 'admin'), nav: true },
  { path: '/audits/:auditId', title: 'Audit', access: only('franchisor', 'admin') },

  { path: '/order-management', title: 'Order Management', access: signedIn, nav: true },
  { path: '/financial-dashboard', title: 'Financial Dashboard', access: signedIn, nav: true },
  { path: '/iam-management', title: 'Identity & Access Management', access: only('franchisor', 'admin'), nav: true },
  { path: '/notifications', title: 'Notifications', access: signedIn, nav: true },
  { path: '/notification-settings', title: 'Notification Settings', access: signedIn },
  { path: '/profile', title: 'Profile', access: signedIn, nav: true },
  ...TEST_PAGES.map((name) => ({ path: `/test/${name}`, title: `Test: ${name}`, access: signedIn })),

  { path: '/suppliers', title: 'Suppliers', access: supplier('read'), nav: true },
  { path: '/suppliers/create', title: 'Add Supplier', access: supplier('write') },
  { path: '/suppliers/products', title: 'Supplier Products', access: supplier('read') },
  { path: '/suppliers/contracts', title: 'Supplier Contracts', access: supplier('read') },
  { path: '/suppliers/performance', title: 'Supplier Performance', access: supplier('read') },
  { path: '/suppliers/purchase-orders', title: 'Purchase Orders', access: supplier('read') },
  { path: '/suppliers/purchase-orders/:id', title: 'Purchase Order', access: supplier('read') },
  { path: '/suppliers/:id', title: 'Supplier', access: supplier('read') },
];

/** May a signed-in user of this role open the route? (Supplier routes: permission.) */
export function roleMayOpen(access: RouteAccess, role: Role, can: (p: SupplierPermission) => boolean): boolean {
  switch (access.kind) {
    case 'public':
    case 'signedIn':
      return true;
    case 'guest':
      return false;
    case 'roles':
      return access.roles.includes(role);
    case 'supplier':
      return can(access.permission);
  }
}
