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
  /** The real page; a route without one shows its placeholder. */
  page?: LazyPage;
  /** Sidebar icon, by its name in nav-icons.ts; a nav route without one gets a neutral icon. */
  icon?: NavIconName;
}

export interface WebRoute extends RouteDef {
  page: LazyPage;
  icon: NavIconName;
}

const placeholder: LazyPage = () => import('../pages/placeholder-page').then((m) => m.PlaceholderPage);

/** Keyed by the shared route table's paths (a unit test checks every key is one of them). */
const ROUTE_UI: Record<string, RouteUi> = {
  '/': { page: () => import('../pages/home-page').then((m) => m.HomePage) },
  '/login': { page: () => import('../pages/login-page').then((m) => m.LoginPage) },
  '/signup': { page: () => import('../pages/signup-page').then((m) => m.SignupPage) },
  '/forgot-password': { page: () => import('../pages/forgot-password-page').then((m) => m.ForgotPasswordPage) },
  '/reset-password': { page: () => import('../pages/reset-password-page').then((m) => m.ResetPasswordPage) },
  '/auth/callback': { page: () => import('../pages/auth-callback-page').then((m) => m.AuthCallbackPage) },

  '/franchisor-dashboard': {
    icon: 'LayoutDashboard',
    page: () => import('../pages/franchisor-dashboard-page').then((m) => m.FranchisorDashboardPage),
  },
  '/franchisor-analytics': {
    icon: 'BarChart3',
    page: () => import('../pages/franchisor-analytics-page').then((m) => m.FranchisorAnalyticsPage),
  },
  '/order-approvals': { icon: 'ClipboardCheck', page: () => import('../pages/order-approvals-page').then((m) => m.OrderApprovalsPage) },
  '/shipping-management': { icon: 'Truck', page: () => import('../pages/shipping-management-page').then((m) => m.ShippingManagementPage) },
  '/catalog-management': { page: () => import('../pages/catalog-management-page').then((m) => m.CatalogManagementPage) },
  '/inventory': { page: () => import('../pages/inventory-page').then((m) => m.InventoryPage) },

  '/franchisee-dashboard': {
    icon: 'LayoutDashboard',
    page: () => import('../pages/franchisee-dashboard-page').then((m) => m.FranchiseeDashboardPage),
  },
  '/franchisee-analytics': {
    icon: 'BarChart3',
    page: () => import('../pages/franchisee-analytics-page').then((m) => m.FranchiseeAnalyticsPage),
  },
  '/product-catalog': { icon: 'BookOpen', page: () => import('../pages/product-catalog-page').then((m) => m.ProductCatalogPage) },
  '/cart': { icon: 'ShoppingCart', page: () => import('../pages/cart-page').then((m) => m.CartPage) },
  '/checkout': { page: () => import('../pages/checkout-page').then((m) => m.CheckoutPage) },
  '/order-confirmation/:orderId': { page: () => import('../pages/order-confirmation-page').then((m) => m.OrderConfirmationPage) },
  '/orders': { icon: 'ClipboardList', page: () => import('../pages/orders-page').then((m) => m.OrdersPage) },
  '/orders/:orderId': { page: () => import('../pages/order-detail-page').then((m) => m.OrderDetailPage) },
  '/payment-methods': { icon: 'CreditCard', page: () => import('../pages/payment-methods-page').then((m) => m.PaymentMethodsPage) },
  '/addresses': { icon: 'MapPin', page: () => import('../pages/addresses-page').then((m) => m.AddressesPage) },
  '/franchisee-training': { icon: 'GraduationCap' },
  '/franchisee/sales-upload': { icon: 'Upload', page: () => import('../pages/sales-upload-page').then((m) => m.SalesUploadPage) },
  '/franchisee/inventory-order': { icon: 'Package', page: () => import('../pages/inventory-order-page').then((m) => m.InventoryOrderPage) },
  '/franchisee/marketing-assets': { icon: 'Megaphone' },
  '/franchisee/contract-package': { icon: 'FileText' },
  '/franchisee/support-requests': { icon: 'LifeBuoy' },

  '/order-management': { icon: 'ClipboardList', page: () => import('../pages/order-management-page').then((m) => m.OrderManagementPage) },
  '/financial-dashboard': { icon: 'Wallet', page: () => import('../pages/financial-dashboard-page').then((m) => m.FinancialDashboardPage) },
  '/iam-management': { icon: 'ShieldCheck', page: () => import('../pages/iam-management-page').then((m) => m.IamManagementPage) },
  '/notifications': { icon: 'Bell', page: () => import('../pages/notifications-page').then((m) => m.NotificationsPage) },
  '/notification-settings': { page: () => import('../pages/notification-settings-page').then((m) => m.NotificationSettingsPage) },
  '/profile': { icon: 'User', page: () => import('../pages/profile-page').then((m) => m.ProfilePage) },
  '/test/api-errors': { page: () => import('../pages/api-errors-test-page').then((m) => m.ApiErrorsTestPage) },

  '/suppliers': { icon: 'Warehouse', page: () => import('../pages/suppliers-page').then((m) => m.SuppliersPage) },
  '/suppliers/create': { page: () => import('../pages/supplier-create-page').then((m) => m.SupplierCreatePage) },
  '/suppliers/:id': { page: () => import('../pages/supplier-detail-page').then((m) => m.SupplierDetailPage) },
  '/suppliers/products': { page: () => import('../pages/supplier-products-page').then((m) => m.SupplierProductsPage) },
  '/suppliers/contracts': { page: () => import('../pages/supplier-contracts-page').then((m) => m.SupplierContractsPage) },
  '/suppliers/purchase-orders': { page: () => import('../pages/purchase-orders-page').then((m) => m.PurchaseOrdersPage) },
  '/suppliers/purchase-orders/:id': { page: () => import('../pages/purchase-order-detail-page').then((m) => m.PurchaseOrderDetailPage) },
  '/suppliers/performance': { page: () => import('../pages/supplier-performance-page').then((m) => m.SupplierPerformancePage) },
};

export const ROUTE_UI_PATHS: readonly string[] = Object.keys(ROUTE_UI);

/** The route table as the web app uses it: each shared entry with its lazy page and its icon. */
export function webRoutes(routes: readonly RouteDef[] = ROUTES): WebRoute[] {
  return routes.map((r) => ({ ...r, page: ROUTE_UI[r.path]?.page ?? placeholder, icon: ROUTE_UI[r.path]?.icon ?? 'FileText' }));
}
