import { poUrl, postForPurchaseOrder, usePurchaseOrderMutation } from './mutate-purchase-order';

/** POST /api/purchase-orders/:id/acknowledge (franchisor; submitted → acknowledged: the supplier confirmed) → PurchaseOrder. */

export function acknowledgePurchaseOrder(id: string) {
  return postForPurchaseOrder(poUrl(id, 'acknowledge'), 'POST');
}

export function useAcknowledgePurchaseOrder() {
  return usePurchaseOrderMutation('acknowledge', acknowledgePurchaseOrder, { toast: true });
}
