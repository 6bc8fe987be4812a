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

/**
 * The sidebar's icons, by the name a route-table entry gives (`icon: 'Truck'`). Only the signed-in shell draws them,
 * so they load with its chunk (through nav-items.ts), not with the entry every public page downloads.
 */
export const NAV_ICONS = {
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
} as const satisfies Record<string, LucideIcon>;

export type NavIconName = keyof typeof NAV_ICONS;
