import { ORDER_TRANSITIONS } from '../../shared/operations.contracts';
import type { OrderStatus } from '../../shared/orders.contracts';

/**
 * Which buttons a shipping row offers, derived from the shared state machine so the page never offers
 * a step the server would refuse: approved → processing, processing → shipped, shipped → delivered;
 * head office may cancel while the order is approved or processing.
 */

export type NextStep = 'processing' | 'ship' | 'deliver';

export const NEXT_STEP_LABELS: Record<NextStep, string> = {
  processing: 'Mark as Processing',
  ship: 'Mark as Shipped',
  deliver: 'Mark as Delivered',
};

export function nextStepFor(status: OrderStatus): NextStep | null {
  const next = ORDER_TRANSITIONS[status];
  if (next.includes('processing')) return 'processing';
  if (next.includes('shipped')) return 'ship';
  if (next.includes('delivered')) return 'deliver';
  return null;
}

/** Head office cancels only orders it has approved but not yet shipped (pending ones are rejected instead). */
export function headOfficeMayCancel(status: OrderStatus): boolean {
  return status !== 'pending_approval' && ORDER_TRANSITIONS[status].includes('cancelled');
}

/** Bulk moves offered for a selection: only steps that need no per-order input (never shipping). */
export type BulkStep = 'processing' | 'delivered';
export const BULK_STEP_LABELS: Record<BulkStep, string> = {
  processing: 'Mark selected as Processing',
  delivered: 'Mark selected as Delivered',
};

/** How many of the selected orders the step applies to (the others would come back refused). */
export function eligibleFor(step: BulkStep, statuses: readonly OrderStatus[]): number {
  const from: OrderStatus = step === 'processing' ? 'approved' : 'shipped';
  return statuses.filter((s) => s === from).length;
}

type DeliverRef = { orderNumber: string; status: OrderStatus; location: { name: string } };

/**
 * The words of the "Mark as Delivered" confirmation, single or bulk. Delivering cannot be undone and
 * moves the order's stock into the location's inventory, so the dialog says where it goes.
 */
export function deliverConfirmText(orders: readonly DeliverRef[]): { title: string; description: string; confirmLabel: string } {
  const shipped = orders.filter((o) => o.status === 'shipped');
  const places = [...new Set(shipped.map((o) => o.location.name))];
  if (orders.length === 1) {
    const [o] = orders;
    return {
      title: `Mark ${o.orderNumber} as delivered?`,
      description: `The stock on this order moves into the inventory of ${o.location.name}. This cannot be undone.`,
      confirmLabel: 'Mark as delivered',
    };
  }
  if (shipped.length === 0) {
    return {
      title: 'Mark the selection as delivered?',
      description: 'None of the selected orders has been shipped, so each will be refused.',
      confirmLabel: 'Mark as delivered',
    };
  }
  const where = places.length === 1 ? `the inventory of ${places[0]}` : `the inventory of each order's location (${places.join(', ')})`;
  const skipped = orders.length - shipped.length;
  const notShipped =
    skipped > 0 ? ` ${skipped} of the ${orders.length} selected ${skipped === 1 ? 'is' : 'are'} not shipped and will be refused.` : '';
  return {
    title: `Mark ${shipped.length} ${shipped.length === 1 ? 'order' : 'orders'} as delivered?`,
    description: `The stock on ${shipped.length === 1 ? 'this order' : 'these orders'} moves into ${where}. This cannot be undone.${notShipped}`,
    confirmLabel: 'Mark as delivered',
  };
}
