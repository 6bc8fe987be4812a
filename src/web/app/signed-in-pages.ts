import type { LazyPage } from './route-table';
import { SUITE_PAGES } from '../../shared/diagnostics-info';

/**
 * The loaders of the signed-in pages, in a chunk of their own (route-table.ts marks these routes 'signed-in'). Kept out
 * of the entry, which every visitor downloads, the sign-in page included: each loader there brought its page's whole
 * preload list (the chunks it imports) into the entry, and the entry grew with every module.
 */
export const SIGNED_IN_PAGES: Record<string, LazyPage> = {
  '/franchisor-dashboard': () => import('../pages/franchisor-dashboard-page').then((m) => m.FranchisorDashboardPage),
  '/franchisor-analytics': () => import('../pages/franchisor-analytics-page').then((m) => m.FranchisorAnalyticsPage),
  '/sales-integrity': () => import('../pages/sales-integrity-page').then((m) => m.SalesIntegrityPage),
  '/order-approvals': () => import('../pages/order-approvals-page').then((m) => m.OrderApprovalsPage),
  '/shipping-management': () => import('../pages/shipping-management-page').then((m) => m.ShippingManagementPage),
  '/catalog-management': () => import('../pages/catalog-management-page').then((m) => m.CatalogManagementPage),
  '/inventory': () => import('../pages/inventory-page').then((m) => m.InventoryPage),
  '/franchisee-dashboard': () => import('../pages/franchisee-dashboard-page').then((m) => m.FranchiseeDashboardPage),
  '/franchisee-analytics': () => import('../pages/franchisee-analytics-page').then((m) => m.FranchiseeAnalyticsPage),
  '/product-catalog': () => import('../pages/product-catalog-page').then((m) => m.ProductCatalogPage),
  '/cart': () => import('../pages/cart-page').then((m) => m.CartPage),
  '/checkout': () => import('../pages/checkout-page').then((m) => m.CheckoutPage),
  '/order-confirmation/:orderId': () => import('../pages/order-confirmation-page').then((m) => m.OrderConfirmationPage),
  '/orders': () => import('../pages/orders-page').then((m) => m.OrdersPage),
  '/orders/:orderId': () => import('../pages/order-detail-page').then((m) => m.OrderDetailPage),
  '/payment-methods': () => import('../pages/payment-methods-page').then((m) => m.PaymentMethodsPage),
  '/addresses': () => import('../pages/addresses-page').then((m) => m.AddressesPage),
  '/franchisee/sales-upload': () => import('../pages/sales-upload-page').then((m) => m.SalesUploadPage),
  '/franchisee/inventory-order': () => import('../pages/inventory-order-page').then((m) => m.InventoryOrderPage),
  '/order-management': () => import('../pages/order-management-page').then((m) => m.OrderManagementPage),
  '/financial-dashboard': () => import('../pages/financial-dashboard-page').then((m) => m.FinancialDashboardPage),
  '/iam-management': () => import('../pages/iam-management-page').then((m) => m.IamManagementPage),
  '/notifications': () => import('../pages/notifications-page').then((m) => m.NotificationsPage),
  '/notification-settings': () => import('../pages/notification-settings-page').then((m) => m.NotificationSettingsPage),
  '/profile': () => import('../pages/profile-page').then((m) => m.ProfilePage),
  '/test/api-errors': () => import('../pages/api-errors-test-page').then((m) => m.ApiErrorsTestPage),
  '/test/bug-tracker': () => import('../pages/bug-tracker-page').then((m) => m.BugTrackerPage),
  // Every other /test page is one page that runs its suite (the path names the suite).
  ...Object.fromEntries(
    SUITE_PAGES.filter((name) => name !== 'api-errors').map((name): [string, LazyPage] => [
      `/test/${name}`,
      () => import('../pages/test-suite-page').then((m) => m.TestSuitePage),
    ]),
  ),
  '/franchisee-training': () => import('../pages/franchisee-training-page').then((m) => m.FranchiseeTrainingPage),
  '/franchisee-training/modules/:moduleId': () => import('../pages/training-module-page').then((m) => m.TrainingModulePage),
  '/franchisee/marketing-assets': () => import('../pages/marketing-assets-page').then((m) => m.MarketingAssetsPage),
  '/franchisee/contract-package': () => import('../pages/contract-package-page').then((m) => m.ContractPackagePage),
  '/opening': () => import('../pages/opening-page').then((m) => m.OpeningPage),
  '/openings': () => import('../pages/openings-page').then((m) => m.OpeningsPage),
  '/openings/templates': () => import('../pages/opening-templates-page').then((m) => m.OpeningTemplatesPage),
  '/audits': () => import('../pages/audits-page').then((m) => m.AuditsPage),
  '/audits/:auditId': () => import('../pages/audit-page').then((m) => m.AuditPage),
  '/franchisee/audits': () => import('../pages/franchisee-audits-page').then((m) => m.FranchiseeAuditsPage),
  '/franchisee/support-requests': () => import('../pages/support-requests-page').then((m) => m.SupportRequestsPage),
  '/franchisee/support-requests/:ticketId': () => import('../pages/support-request-page').then((m) => m.SupportRequestPage),
  '/training-management': () => import('../pages/training-management-page').then((m) => m.TrainingManagementPage),
  '/training-management/:programId': () => import('../pages/training-program-page').then((m) => m.TrainingProgramPage),
  '/marketing-management': () => import('../pages/marketing-management-page').then((m) => m.MarketingManagementPage),
  '/contract-management': () => import('../pages/contract-management-page').then((m) => m.ContractManagementPage),
  '/contract-management/:locationId': () => import('../pages/location-contract-page').then((m) => m.LocationContractPage),
  '/support-tickets': () => import('../pages/support-tickets-page').then((m) => m.SupportTicketsPage),
  '/support-tickets/:ticketId': () => import('../pages/support-ticket-page').then((m) => m.SupportTicketPage),
  '/suppliers': () => import('../pages/suppliers-page').then((m) => m.SuppliersPage),
  '/suppliers/create': () => import('../pages/supplier-create-page').then((m) => m.SupplierCreatePage),
  '/suppliers/:id': () => import('../pages/supplier-detail-page').then((m) => m.SupplierDetailPage),
  '/suppliers/products': () => import('../pages/supplier-products-page').then((m) => m.SupplierProductsPage),
  '/suppliers/contracts': () => import('../pages/supplier-contracts-page').then((m) => m.SupplierContractsPage),
  '/suppliers/purchase-orders': () => import('../pages/purchase-orders-page').then((m) => m.PurchaseOrdersPage),
  '/suppliers/purchase-orders/:id': () => import('../pages/purchase-order-detail-page').then((m) => m.PurchaseOrderDetailPage),
  '/suppliers/performance': () => import('../pages/supplier-performance-page').then((m) => m.SupplierPerformancePage),
  '/applications': () => import('../pages/applications-page').then((m) => m.ApplicationsPage),
  '/applications/:applicationId': () => import('../pages/application-page').then((m) => m.ApplicationPage),
  '/blog-management': () => import('../pages/blog-management-page').then((m) => m.BlogManagementPage),
  '/blog-management/new': () => import('../pages/blog-editor-page').then((m) => m.BlogEditorPage),
  '/blog-management/:postId': () => import('../pages/blog-editor-page').then((m) => m.BlogEditorPage),
  '/contact-messages': () => import('../pages/contact-messages-page').then((m) => m.ContactMessagesPage),
  '/site-content': () => import('../pages/site-content-page').then((m) => m.SiteContentPage),
};

export function loadSignedInPage(path: string) {
  const load = SIGNED_IN_PAGES[path];
  if (!load) throw new Error(`No signed-in page is registered for ${path}`);
  return load();
}
