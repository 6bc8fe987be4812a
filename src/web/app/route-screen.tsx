import { useEffect, type ComponentType } from 'react';
import type { RouteDef } from '../../shared/routes';
import { AddressesPage } from '../pages/addresses-page';
import { ApiErrorsTestPage } from '../pages/api-errors-test-page';
import { AuthCallbackPage } from '../pages/auth-callback-page';
import { CartPage } from '../pages/cart-page';
import { CatalogManagementPage } from '../pages/catalog-management-page';
import { CheckoutPage } from '../pages/checkout-page';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { HomePage } from '../pages/home-page';
import { IamManagementPage } from '../pages/iam-management-page';
import { InventoryOrderPage } from '../pages/inventory-order-page';
import { InventoryPage } from '../pages/inventory-page';
import { LoginPage } from '../pages/login-page';
import { NotificationSettingsPage } from '../pages/notification-settings-page';
import { NotificationsPage } from '../pages/notifications-page';
import { OrderApprovalsPage } from '../pages/order-approvals-page';
import { OrderConfirmationPage } from '../pages/order-confirmation-page';
import { OrderManagementPage } from '../pages/order-management-page';
import { OrderDetailPage } from '../pages/order-detail-page';
import { OrdersPage } from '../pages/orders-page';
import { PaymentMethodsPage } from '../pages/payment-methods-page';
import { PlaceholderPage } from '../pages/placeholder-page';
import { ProductCatalogPage } from '../pages/product-catalog-page';
import { ProfilePage } from '../pages/profile-page';
import { ResetPasswordPage } from '../pages/reset-password-page';
import { ShippingManagementPage } from '../pages/shipping-management-page';
import { SignupPage } from '../pages/signup-page';

/** Routes that have their real page already; every other route shows its placeholder. */
const PAGES: Partial<Record<string, ComponentType>> = {
  '/': HomePage,
  '/login': LoginPage,
  '/signup': SignupPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/auth/callback': AuthCallbackPage,
  '/profile': ProfilePage,
  '/notifications': NotificationsPage,
  '/notification-settings': NotificationSettingsPage,
  '/test/api-errors': ApiErrorsTestPage,
  '/addresses': AddressesPage,
  '/payment-methods': PaymentMethodsPage,
  '/checkout': CheckoutPage,
  '/order-confirmation/:orderId': OrderConfirmationPage,
  '/orders': OrdersPage,
  '/orders/:orderId': OrderDetailPage,
  '/product-catalog': ProductCatalogPage,
  '/cart': CartPage,
  '/catalog-management': CatalogManagementPage,
  '/inventory': InventoryPage,
  '/franchisee/inventory-order': InventoryOrderPage,
  '/order-approvals': OrderApprovalsPage,
  '/shipping-management': ShippingManagementPage,
  '/order-management': OrderManagementPage,
  '/iam-management': IamManagementPage,
};

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === 'Home' ? 'FranchiseHub' : `${title} · FranchiseHub`;
  }, [title]);
}

export function RouteScreen({ route, publicSite = false }: { route: RouteDef; publicSite?: boolean }) {
  useDocumentTitle(route.title);
  const Page = PAGES[route.path];
  return Page ? <Page /> : <PlaceholderPage title={route.title} publicSite={publicSite} />;
}
