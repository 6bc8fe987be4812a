import {
  CircleCheck,
  CircleX,
  LifeBuoy,
  Megaphone,
  PackageCheck,
  Receipt,
  ShoppingCart,
  TriangleAlert,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationPriority, NotificationType } from '../../../shared/notifications.contracts';

/**
 * How each notification type and priority looks (the spec names them but leaves the colours open).
 * Full class strings, not built ones, so Tailwind finds them when it scans the source.
 */

export interface TypeAppearance {
  label: string;
  icon: LucideIcon;
  /** Icon colour and the soft circle behind it. */
  iconClass: string;
  circleClass: string;
}

export const NOTIFICATION_TYPE_APPEARANCE: Record<NotificationType, TypeAppearance> = {
  order_created: { label: 'Order placed', icon: ShoppingCart, iconClass: 'text-blue-700', circleClass: 'bg-blue-100' },
  order_approved: { label: 'Order approved', icon: CircleCheck, iconClass: 'text-green-700', circleClass: 'bg-green-100' },
  order_rejected: { label: 'Order rejected', icon: CircleX, iconClass: 'text-red-700', circleClass: 'bg-red-100' },
  order_shipped: { label: 'Order shipped', icon: Truck, iconClass: 'text-indigo-700', circleClass: 'bg-indigo-100' },
  order_delivered: { label: 'Order delivered', icon: PackageCheck, iconClass: 'text-teal-700', circleClass: 'bg-teal-100' },
  system_announcement: { label: 'Announcement', icon: Megaphone, iconClass: 'text-violet-700', circleClass: 'bg-violet-100' },
  low_stock_alert: { label: 'Low stock', icon: TriangleAlert, iconClass: 'text-amber-700', circleClass: 'bg-amber-100' },
  payment_reminder: { label: 'Payment reminder', icon: Receipt, iconClass: 'text-rose-700', circleClass: 'bg-rose-100' },
  support_ticket_update: { label: 'Support request', icon: LifeBuoy, iconClass: 'text-cyan-700', circleClass: 'bg-cyan-100' },
};

export interface PriorityAppearance {
  label: string;
  badgeClass: string;
}

/** Distinct, increasingly loud colours; urgent is the only solid one. */
export const PRIORITY_APPEARANCE: Record<NotificationPriority, PriorityAppearance> = {
  low: { label: 'Low', badgeClass: 'bg-slate-100 text-slate-700' },
  medium: { label: 'Medium', badgeClass: 'bg-sky-100 text-sky-800' },
  high: { label: 'High', badgeClass: 'bg-orange-100 text-orange-800' },
  urgent: { label: 'Urgent', badgeClass: 'bg-red-700 text-white' },
};
