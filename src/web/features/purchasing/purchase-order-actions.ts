import type { PurchaseOrderStatus } from '../../../shared/purchasing.contracts';

/** What a writer may do with a purchase order in a status (the server's state machine decides; this only offers). */
export interface PurchaseOrderActions {
  edit: boolean;
  submit: boolean;
  acknowledge: boolean;
  receive: boolean;
  cancel: boolean;
  email: boolean;
  /** Anyone who may read: every PO but a draft has its document. */
  pdf: boolean;
}

const NONE: PurchaseOrderActions = {
  edit: false,
  submit: false,
  acknowledge: false,
  receive: false,
  cancel: false,
  email: false,
  pdf: false,
};

export function purchaseOrderActions(status: PurchaseOrderStatus, canWrite: boolean): PurchaseOrderActions {
  const pdf = status !== 'draft';
  if (!canWrite) return { ...NONE, pdf };
  switch (status) {
    case 'draft':
      return { ...NONE, edit: true, submit: true, cancel: true };
    case 'submitted':
      return { ...NONE, pdf, acknowledge: true, receive: true, cancel: true, email: true };
    case 'acknowledged':
      // Cancelling stays possible until goods arrive; the supplier may need the document again.
      return { ...NONE, pdf, receive: true, cancel: true, email: true };
    case 'partially_received':
      return { ...NONE, pdf, receive: true, email: true };
    default:
      return { ...NONE, pdf };
  }
}
