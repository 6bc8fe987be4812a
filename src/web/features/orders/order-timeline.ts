import type { OrderDetail, OrderStatus } from '../../../shared/orders.contracts';

/**
 * The status timeline of an order, built from its append-only history: oldest first, so the
 * newest step is last. Reasons (rejection, cancellation) and the shipment's details are attached
 * to the step they belong to.
 */

export interface TimelineEntry {
  key: string;
  status: OrderStatus;
  title: string;
  /** Who did it, or null for the system. */
  actorName: string | null;
  at: string;
  /** "Reason" for rejections and cancellations, "Note" otherwise. */
  note: { label: string; text: string } | null;
  /** Extra facts, e.g. carrier and tracking number for the shipped step. */
  details: { label: string; value: string }[];
}

const TITLES: Record<OrderStatus, string> = {
  pending_approval: 'Order placed',
  approved: 'Approved',
  rejected: 'Rejected',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const REASON_STATUSES: readonly OrderStatus[] = ['rejected', 'cancelled'];

function shipmentDetails(shipment: OrderDetail['shipment'], formatDate: (iso: string) => string): TimelineEntry['details'] {
  if (!shipment) return [];
  const details: TimelineEntry['details'] = [];
  if (shipment.carrier) details.push({ label: 'Carrier', value: shipment.carrier });
  if (shipment.trackingNumber) details.push({ label: 'Tracking number', value: shipment.trackingNumber });
  if (shipment.method) details.push({ label: 'Shipping method', value: shipment.method });
  if (shipment.estimatedDelivery) details.push({ label: 'Estimated delivery', value: formatDate(shipment.estimatedDelivery) });
  return details;
}

/** The shipped step's note is "<carrier> <tracking number>": those have their own fields below, so it says nothing new. */
function repeatsShipment(note: string, shipment: OrderDetail['shipment']): boolean {
  if (!shipment) return false;
  let rest = note;
  // Longest first: a tracking number often starts with the carrier's name ("LBC" in "LBC123456").
  const parts = [shipment.carrier, shipment.trackingNumber].filter((p): p is string => !!p).sort((a, b) => b.length - a.length);
  for (const part of parts) rest = rest.split(part).join(' ');
  return rest.replace(/[\s,;:·|/-]+/g, '') === '';
}

function titleFor(from: OrderStatus | null, to: OrderStatus): string {
  if (to === 'pending_approval' && from !== null) {
    // A step that keeps the order pending (e.g. the first of two approvals) is an update, not a new order.
    return from === 'pending_approval' ? 'Approval recorded' : 'Back to pending approval';
  }
  return TITLES[to];
}

export function buildTimeline(
  order: Pick<OrderDetail, 'history' | 'shipment'>,
  formatDate: (iso: string) => string = (iso) => iso,
): TimelineEntry[] {
  // Sort by time, keeping the server's order for equal timestamps (placed and e.g. an instant approval).
  const history = order.history
    .map((h, index) => ({ h, index, t: Date.parse(h.createdAt) }))
    .sort((a, b) => (a.t === b.t || Number.isNaN(a.t - b.t) ? a.index - b.index : a.t - b.t));

  return history.map(({ h, index }) => {
    const title = titleFor(h.fromStatus, h.toStatus);
    // A note that only repeats the step ("Order placed") says nothing new.
    const noteText =
      h.note?.trim() &&
      h.note.trim().toLowerCase() !== title.toLowerCase() &&
      !(h.toStatus === 'shipped' && repeatsShipment(h.note, order.shipment))
        ? h.note.trim()
        : null;
    return {
      key: `${index}-${h.toStatus}-${h.createdAt}`,
      status: h.toStatus,
      title,
      actorName: h.actorName,
      at: h.createdAt,
      note: noteText ? { label: REASON_STATUSES.includes(h.toStatus) ? 'Reason' : 'Note', text: noteText } : null,
      details: h.toStatus === 'shipped' ? shipmentDetails(order.shipment, formatDate) : [],
    };
  });
}
