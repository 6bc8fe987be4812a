import type { ComponentType } from 'react';
import { ROUTES, type RouteDef } from '../../shared/routes';
// A type only: the icons themselves load with the signed-in shell (nav-icons.ts), not with every public page.
import type { NavIconName } from './nav-icons';

/** What a page receives; real pages ignore it, the placeholder shows the title. */
export interface PageProps {
  title: string;
  publicSite?: boolean;
}

/** Loads a page's chunk on demand; each page is its own chunk, so a visitor downloads only what they open. */
export type LazyPage = () => Promise<ComponentType<PageProps>>;

/** The web side of a route-table entry: its lazy page and its sidebar icon (the shared table stays free of React). */
export interface RouteUi {
  /**
   * The real page; a route without one shows its placeholder. 'signed-in': the loader is in signed-in-pages.ts, a
   * chunk of its own, so the entry (downloaded by every visitor) carries only the public pages' loaders; 'public-site':
   * likewise in public-site-pages.ts (the public pages other than home and sign-in).
   */
  page?: LazyPage | 'signed-in' | 'public-site';
  /** Sidebar icon, by its name in nav-icons.ts; a nav route without one gets a neutral icon. */
  icon?: NavIconName;
}

export interface WebRoute extends RouteDef {
  page: LazyPage;
  icon: NavIconName;
}

const placeholder: LazyPage = () => import('../pages/placeholder-page').then((m) => m.PlaceholderPage);
const signedInPage =
  (path: string): LazyPage =>
  () =>
    import('./signed-in-pages').then((m) => m.loadSignedInPage(path));
const publicSitePage =
  (path: string): LazyPage =>
  () =>
    import('./public-site-pages').then((m) => m.loadPublicSitePage(path));

/** Keyed by the shared route table's paths (a unit test checks every key is one of them). */
const ROUTE_UI: Record<string, RouteUi> = {
  '/': { page: () => import('../pages/home-page').then((m) => m.HomePage) },
  '/login': { page: () => import('../pages/login-page').then((m) => m.LoginPage) },
  '/signup': { page: 'public-site' },
  '/forgot-password': { page: 'public-site' },
  '/reset-password': { page: 'public-site' },
  '/auth/callback': { page: 'public-site' },
  '/contact': { page: 'public-site' },
  '/blog': { page: 'public-site' },
  '/blog/:id': { page: 'public-site' },
  '/brand/:brandId': { page: 'public-site' },
  '/apply': { page: 'public-site' },
  '/test': { page: 'public-site' },

  '/franchisor-dashboard': { icon: 'LayoutDashboard', page: 'signed-in' },
  '/franchisor-analytics': { icon: 'BarChart3', page: 'signed-in' },
  '/sales-integrity': { icon: 'Scale', page: 'signed-in' },
  '/order-approvals': { icon: 'ClipboardCheck', page: 'signed-in' },
  '/shipping-management': { icon: 'Truck', page: 'signed-in' },
  '/catalog-management': { page: 'signed-in' },
  '/inventory': { page: 'signed-in' },

  '/franchisee-dashboard': { icon: 'LayoutDashboard', page: 'signed-in' },
  '/franchisee-analytics': { icon: 'BarChart3', page: 'signed-in' },
  '/product-catalog': { icon: 'BookOpen', page: 'signed-in' },
  '/cart': { icon: 'ShoppingCart', page: 'signed-in' },
  '/checkout': { page: 'signed-in' },
  '/order-confirmation/:orderId': { page: 'signed-in' },
  '/orders': { icon: 'ClipboardList', page: 'signed-in' },
  '/orders/:orderId': { page: 'signed-in' },
  '/payment-methods': { icon: 'CreditCard', page: 'signed-in' },
  '/addresses': { icon: 'MapPin', page: 'signed-in' },
  '/franchisee-training': { icon: 'GraduationCap', page: 'signed-in' },
  '/franchisee/sales-upload': { icon: 'Upload', page: 'signed-in' },
  '/franchisee/inventory-order': { icon: 'Package', page: 'signed-in' },
  '/franchisee/marketing-assets': { icon: 'Megaphone', page: 'signed-in' },
  '/franchisee/contract-package': { icon: 'FileText', page: 'signed-in' },
  '/franchisee/support-requests': { icon: 'LifeBuoy', page: 'signed-in' },
  '/opening': { icon: 'Store', page: 'signed-in' },
  '/franchisee/audits': { icon: 'ListChecks', page: 'signed-in' },

  '/franchisee-training/modules/:moduleId': { page: 'signed-in' },
  '/franchisee/support-requests/:ticketId': { page: 'signed-in' },
  '/training-management': { icon: 'GraduationCap', page: 'signed-in' },
  '/training-management/:programId': { page: 'signed-in' },
  '/marketing-management': { icon: 'Megaphone', page: 'signed-in' },
  '/contract-management': { icon: 'FileText', page: 'signed-in' },
  '/contract-management/:locationId': { page: 'signed-in' },
  '/support-tickets': { icon: 'LifeBuoy', page: 'signed-in' },
  '/support-tickets/:ticketId': { page: 'signed-in' },
  '/applications': { icon: 'ClipboardPen', page: 'signed-in' },
  '/applications/:applicationId': { page: 'signed-in' },
  '/blog-management': { icon: 'Newspaper', page: 'signed-in' },
  '/blog-management/new': { page: 'signed-in' },
  '/blog-management/:postId': { page: 'signed-in' },
  '/contact-messages': { icon: 'Inbox', page: 'signed-in' },
  '/site-content': { icon: 'Globe', page: 'signed-in' },
  '/openings': { icon: 'Store', page: 'signed-in' },
  '/openings/templates': { page: 'signed-in' },
  '/audits': { icon: 'ListChecks', page: 'signed-in' },
  '/audits/:auditId': { page: 'signed-in' },

  '/order-management': { icon: 'ClipboardList', page: 'signed-in' },
  '/financial-dashboard': { icon: 'Wallet', page: 'signed-in' },
  '/iam-management': { icon: 'ShieldCheck', page: 'signed-in' },
  '/notifications': { icon: 'Bell', page: 'signed-in' },
  '/notification-settings': { page: 'signed-in' },
  '/profile': { icon: 'User', page: 'signed-in' },
  '/test/supplier-access': { page: 'signed-in' },
  '/test/authentication': { page: 'signed-in' },
  '/test/login': { page: 'signed-in' },
  '/test/api-errors': { page: 'signed-in' },
  '/test/react-query': { page: 'signed-in' },
  '/test/auth-security': { page: 'signed-in' },
  '/test/routes': { page: 'signed-in' },
  '/test/production-fixes': { page: 'signed-in' },
  '/test/integration': { page: 'signed-in' },
  '/test/rls-security': { page: 'signed-in' },
  '/test/bug-tracker': { page: 'signed-in' },
  '/test/cart': { page: 'signed-in' },
  '/test/cart-debug': { page: 'signed-in' },

  '/suppliers': { icon: 'Warehouse', page: 'signed-in' },
  '/suppliers/create': { page: 'signed-in' },
  '/suppliers/:id': { page: 'signed-in' },
  '/suppliers/products': { page: 'signed-in' },
  '/suppliers/contracts': { page: 'signed-in' },
  '/suppliers/purchase-orders': { page: 'signed-in' },
  '/suppliers/purchase-orders/:id': { page: 'signed-in' },
  '/suppliers/performance': { page: 'signed-in' },
};

export const ROUTE_UI_PATHS: readonly string[] = Object.keys(ROUTE_UI);
export const SIGNED_IN_ROUTE_PATHS: readonly string[] = ROUTE_UI_PATHS.filter((p) => ROUTE_UI[p].page === 'signed-in');
export const PUBLIC_SITE_ROUTE_PATHS: readonly string[] = ROUTE_UI_PATHS.filter((p) => ROUTE_UI[p].page === 'public-site');

/** The route table as the web app uses it: each shared entry with its lazy page and its icon. */
export function webRoutes(routes: readonly RouteDef[] = ROUTES): WebRoute[] {
  return routes.map((r) => {
    const ui = ROUTE_UI[r.path];
    const page =
      ui?.page === 'signed-in' ? signedInPage(r.path) : ui?.page === 'public-site' ? publicSitePage(r.path) : (ui?.page ?? placeholder);
    return { ...r, page, icon: ui?.icon ?? 'FileText' };
  });
}
