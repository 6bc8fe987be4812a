import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { NotificationType } from '../../../shared/notifications.contracts';
import { approvalKeys } from '../../lib/query-keys/approvals';
import { cartKeys } from '../../lib/query-keys/cart';
import { productKeys } from '../../lib/query-keys/catalog';
import { inventoryKeys } from '../../lib/query-keys/inventory';
import { orderManagementKeys } from '../../lib/query-keys/order-management';
import { orderKeys } from '../../lib/query-keys/orders';
import { shippingKeys } from '../../lib/query-keys/shipping';

/**
 * The one mapping from a live event to the cached data it makes stale, so an open page shows the new
 * state within a second of the event rather than at its next poll. Called for every notification the
 * stream pushes or the 10-second poll finds, for every `order_changed` stream event (an order moved
 * without a notification of its own, e.g. a franchisee cancelling), and after a 409 on an order action.
 * Only queries on screen refetch; the rest are marked stale and re-read when next shown.
 */

/** A notification (type, related order) or the stream's non-persisted `order_changed`. */
export interface LiveEvent {
  type: NotificationType | 'order_changed';
  relatedOrderId: string | null;
}

const DASHBOARDS = ['dashboard'] as const;

/** An order moved: its page, every order list, head office's queues, and the stock it reserved or moved. */
function orderKeysFor(orderId: string | null): QueryKey[] {
  return [
    ...(orderId ? [orderKeys.detail(orderId), orderKeys.lists] : [orderKeys.all]),
    orderManagementKeys.lists,
    approvalKeys.all,
    shippingKeys.all,
    // Reserved, released, shipped or delivered units change what the cart and catalogue may offer.
    cartKeys.all,
    productKeys.catalog,
    inventoryKeys.all,
    DASHBOARDS,
  ];
}

export function queryKeysForEvent(event: LiveEvent): QueryKey[] {
  switch (event.type) {
    case 'order_created':
    case 'order_approved':
    case 'order_rejected':
    case 'order_shipped':
    case 'order_delivered':
    case 'order_changed':
      return orderKeysFor(event.relatedOrderId);
    case 'low_stock_alert':
      return [inventoryKeys.all, productKeys.catalog, cartKeys.all, DASHBOARDS];
    case 'payment_reminder':
      // Overdue invoices show on the order and on head office's approval cards.
      return [...(event.relatedOrderId ? [orderKeys.detail(event.relatedOrderId)] : []), approvalKeys.all, DASHBOARDS];
    case 'support_ticket_update':
      return [['support'], DASHBOARDS];
    case 'system_announcement':
      // The franchisee workspace announces through this type (issue 15): document
      // reviews and expiry, upgrade decisions, new marketing assets, training reminders. Only what is on screen refetches.
      return [['support'], ['contract-package'], ['marketing'], ['training'], DASHBOARDS];
  }
}

export function invalidateForEvent(queryClient: QueryClient, event: LiveEvent): Promise<unknown> {
  return Promise.all(queryKeysForEvent(event).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
