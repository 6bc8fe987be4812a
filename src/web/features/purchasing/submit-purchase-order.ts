import { poUrl, postForPurchaseOrder, usePurchaseOrderMutation } from './mutate-purchase-order';

/** POST /api/purchase-orders/:id/submit (franchisor; draft → submitted, checks the supplier's minimum order) → PurchaseOrder. */

export function submitPurchaseOrder(id: string) {
  return postForPurchaseOrder(poUrl(id, 'submit'), 'POST');
}

export function useSubmitPurchaseOrder() {
  return usePurchaseOrderMutation('submit', submitPurchaseOrder, { toast: true });
}
