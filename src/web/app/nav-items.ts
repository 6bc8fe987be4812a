import {
  BarChart3,
  Bell,
  BookOpen,
  ClipboardCheck,
  ClipboardList,
  CreditCard,
  FileText,
  GraduationCap,
  LayoutDashboard,
  LifeBuoy,
  MapPin,
  Megaphone,
  Package,
  ShieldCheck,
  ShoppingCart,
  Truck,
  Upload,
  User,
  Wallet,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { Role, SupplierPermission } from '../../shared/roles';
import { ROUTES, roleMayOpen, type RouteDef } from '../../shared/routes';

/** Icons for the sidebar; a route without one still appears, with a neutral icon. */
const ICONS: Record<string, LucideIcon> = {
  '/franchisor-dashboard': LayoutDashboard,
  '/franchisee-dashboard': LayoutDashboard,
  '/franchisor-analytics': BarChart3,
  '/franchisee-analytics': BarChart3,
  '/order-approvals': ClipboardCheck,
  '/shipping-management': Truck,
  '/product-catalog': BookOpen,
  '/cart': ShoppingCart,
  '/orders': ClipboardList,
  '/payment-methods': CreditCard,
  '/addresses': MapPin,
  '/franchisee-training': GraduationCap,
  '/franchisee/sales-upload': Upload,
  '/franchisee/inventory-order': Package,
  '/franchisee/marketing-assets': Megaphone,
  '/franchisee/contract-package': FileText,
  '/franchisee/support-requests': LifeBuoy,
  '/order-management': ClipboardList,
  '/financial-dashboard': Wallet,
  '/iam-management': ShieldCheck,
  '/notifications': Bell,
  '/profile': User,
  '/suppliers': Warehouse,
};

export interface NavItem {
  path: string;
  title: string;
  icon: LucideIcon;
}

/** The sidebar: route-table entries marked nav that this role (and permission set) may open. */
export function navItemsFor(role: Role, can: (p: SupplierPermission) => boolean, routes: readonly RouteDef[] = ROUTES): NavItem[] {
  return routes
    .filter((r) => r.nav && roleMayOpen(r.access, role, can))
    .map((r) => ({ path: r.path, title: r.title, icon: ICONS[r.path] ?? FileText }));
}
