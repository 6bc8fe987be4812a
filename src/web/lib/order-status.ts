import { ORDER_STATUS_LABELS, type OrderStatus } from '../../shared/orders.contracts';

/**
 * One colour per order status, so a list can be scanned by colour: waiting is amber, moving
 * forward is blue to violet, done is green, stopped is red or grey. Full class strings so
 * Tailwind finds them when it scans the source. The dot marks the step in the order timeline.
 */
export const ORDER_STATUS_APPEARANCE: Record<OrderStatus, { label: string; badgeClass: string; dotClass: string }> = {
  pending_approval: {
    label: ORDER_STATUS_LABELS.pending_approval,
    badgeClass: 'bg-amber-100 text-amber-900 ring-amber-300',
    dotClass: 'bg-amber-500',
  },
  approved: { label: ORDER_STATUS_LABELS.approved, badgeClass: 'bg-sky-100 text-sky-900 ring-sky-300', dotClass: 'bg-sky-500' },
  processing: {
    label: ORDER_STATUS_LABELS.processing,
    badgeClass: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
    dotClass: 'bg-indigo-500',
  },
  shipped: { label: ORDER_STATUS_LABELS.shipped, badgeClass: 'bg-violet-100 text-violet-900 ring-violet-300', dotClass: 'bg-violet-500' },
  delivered: { label: ORDER_STATUS_LABELS.delivered, badgeClass: 'bg-green-100 text-green-900 ring-green-300', dotClass: 'bg-green-600' },
  rejected: { label: ORDER_STATUS_LABELS.rejected, badgeClass: 'bg-red-100 text-red-900 ring-red-300', dotClass: 'bg-red-600' },
  cancelled: { label: ORDER_STATUS_LABELS.cancelled, badgeClass: 'bg-slate-200 text-slate-800 ring-slate-300', dotClass: 'bg-slate-500' },
};
