import { poUrl, postForPurchaseOrder, usePurchaseOrderMutation } from './mutate-purchase-order';

/** POST /api/purchase-orders/:id/cancel {reason} (franchisor; before any receipt) → PurchaseOrder. */

export function cancelPurchaseOrder({ id, reason }: { id: string; reason: string }) {
  return postForPurchaseOrder(poUrl(id, 'cancel'), 'POST', { reason });
}

export function useCancelPurchaseOrder() {
  return usePurchaseOrderMutation('cancel', cancelPurchaseOrder);
}
