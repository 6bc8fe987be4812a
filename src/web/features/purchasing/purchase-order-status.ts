import { PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrderStatus } from '../../../shared/purchasing.contracts';

/**
 * One colour per PO status, like the order statuses: a draft is grey, on its way is blue to violet, arriving is
 * amber, done is green, stopped is red. Full class strings so Tailwind finds them.
 */
export const PO_STATUS_APPEARANCE: Record<PurchaseOrderStatus, { label: string; badgeClass: string; dotClass: string }> = {
  draft: { label: PURCHASE_ORDER_STATUS_LABELS.draft, badgeClass: 'bg-slate-100 text-slate-800 ring-slate-300', dotClass: 'bg-slate-400' },
  submitted: { label: PURCHASE_ORDER_STATUS_LABELS.submitted, badgeClass: 'bg-sky-100 text-sky-900 ring-sky-300', dotClass: 'bg-sky-500' },
  acknowledged: {
    label: PURCHASE_ORDER_STATUS_LABELS.acknowledged,
    badgeClass: 'bg-violet-100 text-violet-900 ring-violet-300',
    dotClass: 'bg-violet-500',
  },
  partially_received: {
    label: PURCHASE_ORDER_STATUS_LABELS.partially_received,
    badgeClass: 'bg-amber-100 text-amber-900 ring-amber-300',
    dotClass: 'bg-amber-500',
  },
  received: {
    label: PURCHASE_ORDER_STATUS_LABELS.received,
    badgeClass: 'bg-green-100 text-green-900 ring-green-300',
    dotClass: 'bg-green-600',
  },
  cancelled: { label: PURCHASE_ORDER_STATUS_LABELS.cancelled, badgeClass: 'bg-red-100 text-red-900 ring-red-300', dotClass: 'bg-red-600' },
};
