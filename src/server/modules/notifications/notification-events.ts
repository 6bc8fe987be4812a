import type { NotificationPriority, NotificationType } from '../../../shared/notifications.contracts';
import { ORDER_NOTIFICATION_PRIORITY, orderActionUrl } from '../../../shared/notifications.contracts';
import { formatCalendarDate } from '../../../shared/time';
import { formatPeso } from '../../../shared/money';

/**
 * Every event the server can notify about, as one typed payload each. Adding an event type means adding
 * a member here and its composer below; callers then make one `notifier.send(event)` call.
 */
type OrderRef = { id: string; orderNumber: string; totalCentavos: number };
type Base = { recipientIds: readonly string[]; senderId?: string | null };

export type NotificationEvent =
  | (Base & { type: 'order_created'; order: OrderRef; locationName: string })
  | (Base & { type: 'order_approved'; order: OrderRef; comment?: string })
  | (Base & { type: 'order_rejected'; order: OrderRef; reason: string })
  | (Base & { type: 'order_shipped'; order: OrderRef; carrier: string; trackingNumber: string; estimatedDelivery?: string })
  | (Base & { type: 'order_delivered'; order: OrderRef })
  | (Base & {
      type: 'system_announcement';
      title: string;
      message: string;
      priority: NotificationPriority;
      actionUrl?: string | null;
      category: 'announcement' | 'marketing';
      announcementId?: string;
    })
  | (Base & {
      type: 'support_ticket_update';
      title: string;
      message: string;
      /** The ticket's own priority as a notification priority (Low → low … Urgent → urgent). */
      priority: NotificationPriority;
      ticket: { id: string; ticketNumber: string };
      actionUrl: string;
    })
  | (Base & {
      type: 'low_stock_alert';
      product: { id: string; sku: string; name: string; available: number; reorderLevel: number };
      scope: { kind: 'warehouse' } | { kind: 'location'; locationId: string; locationName: string };
      actionUrl?: string;
    })
  | (Base & {
      type: 'payment_reminder';
      invoice: { id: string; invoiceNumber: string; amountCentavos: number; dueDate: string };
      overdue: boolean;
      orderId?: string | null;
      actionUrl?: string;
    });

/** Which preference switch governs an event; null means it cannot be switched off (money owed). */
export type PreferenceKey = 'orderUpdates' | 'systemAnnouncements' | 'marketingNotifications' | 'lowStockAlerts' | 'supportUpdates';

export interface ComposedNotification {
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  actionUrl: string | null;
  relatedOrderId: string | null;
  metadata: Record<string, unknown>;
  preference: PreferenceKey | null;
}

function orderParts(order: OrderRef) {
  return {
    actionUrl: orderActionUrl(order.id),
    relatedOrderId: order.id,
    metadata: { order_number: order.orderNumber, order_total: order.totalCentavos / 100 },
    preference: 'orderUpdates' as const,
  };
}

export function composeNotification(event: NotificationEvent): ComposedNotification {
  switch (event.type) {
    case 'order_created':
      return {
        type: event.type,
        priority: ORDER_NOTIFICATION_PRIORITY.order_created,
        ...orderParts(event.order),
        title: `New order ${event.order.orderNumber}`,
        message: `${event.locationName} placed an order of ${formatPeso(event.order.totalCentavos)} awaiting approval.`,
      };
    case 'order_approved':
      return {
        type: event.type,
        priority: ORDER_NOTIFICATION_PRIORITY.order_approved,
        ...orderParts(event.order),
        title: `Order ${event.order.orderNumber} approved`,
        message: `Your order of ${formatPeso(event.order.totalCentavos)} was approved${event.comment ? `: ${event.comment}` : '.'}`,
      };
    case 'order_rejected':
      return {
        type: event.type,
        priority: ORDER_NOTIFICATION_PRIORITY.order_rejected,
        ...orderParts(event.order),
        title: `Order ${event.order.orderNumber} rejected`,
        message: `Your order was rejected: ${event.reason}`,
      };
    case 'order_shipped':
      return {
        type: event.type,
        priority: ORDER_NOTIFICATION_PRIORITY.order_shipped,
        ...orderParts(event.order),
        title: `Order ${event.order.orderNumber} shipped`,
        message: `Shipped with ${event.carrier}, tracking ${event.trackingNumber}${event.estimatedDelivery ? `, expected ${formatCalendarDate(event.estimatedDelivery)}` : ''}.`,
      };
    case 'order_delivered':
      return {
        type: event.type,
        priority: ORDER_NOTIFICATION_PRIORITY.order_delivered,
        ...orderParts(event.order),
        title: `Order ${event.order.orderNumber} delivered`,
        message: `Your order of ${formatPeso(event.order.totalCentavos)} was delivered.`,
      };
    case 'system_announcement':
      return {
        type: event.type,
        title: event.title,
        message: event.message,
        priority: event.priority,
        actionUrl: event.actionUrl ?? null,
        relatedOrderId: null,
        metadata: { category: event.category, ...(event.announcementId ? { announcement_id: event.announcementId } : {}) },
        preference: event.category === 'marketing' ? 'marketingNotifications' : 'systemAnnouncements',
      };
    case 'support_ticket_update':
      return {
        type: event.type,
        title: event.title,
        message: event.message,
        priority: event.priority,
        actionUrl: event.actionUrl,
        relatedOrderId: null,
        metadata: { ticket_id: event.ticket.id, ticket_number: event.ticket.ticketNumber },
        preference: 'supportUpdates',
      };
    case 'low_stock_alert': {
      const where = event.scope.kind === 'warehouse' ? 'the warehouse' : event.scope.locationName;
      return {
        type: event.type,
        priority: event.product.available <= 0 ? 'high' : 'medium',
        title: `Low stock: ${event.product.name}`,
        message: `${event.product.sku} at ${where}: ${event.product.available} left (reorder level ${event.product.reorderLevel}).`,
        actionUrl: event.actionUrl ?? null,
        relatedOrderId: null,
        metadata: {
          product_id: event.product.id,
          sku: event.product.sku,
          available: event.product.available,
          ...(event.scope.kind === 'location' ? { location_id: event.scope.locationId } : {}),
        },
        preference: 'lowStockAlerts',
      };
    }
    case 'payment_reminder':
      return {
        type: event.type,
        priority: event.overdue ? 'high' : 'medium',
        title: event.overdue
          ? `Invoice ${event.invoice.invoiceNumber} is overdue`
          : `Invoice ${event.invoice.invoiceNumber} is due in 3 days`,
        message: `${formatPeso(event.invoice.amountCentavos)} ${event.overdue ? 'was' : 'is'} due on ${formatCalendarDate(event.invoice.dueDate)}.`,
        actionUrl: event.actionUrl ?? null,
        relatedOrderId: event.orderId ?? null,
        metadata: {
          invoice_id: event.invoice.id,
          invoice_number: event.invoice.invoiceNumber,
          amount: event.invoice.amountCentavos / 100,
          due_date: event.invoice.dueDate,
        },
        preference: null,
      };
  }
}
