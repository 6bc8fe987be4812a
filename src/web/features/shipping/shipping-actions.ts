import { ORDER_TRANSITIONS } from '../../../shared/operations.contracts';
import type { OrderStatus } from '../../../shared/ordering.contracts';

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
