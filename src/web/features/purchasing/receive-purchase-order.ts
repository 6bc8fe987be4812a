import type { ReceiveInput } from '../../../shared/purchasing.contracts';
import { poUrl, postForPurchaseOrder, usePurchaseOrderMutation } from './mutate-purchase-order';

/**
 * POST /api/purchase-orders/:id/receive {lines: [{lineId, quantity}], note?} (franchisor) → PurchaseOrder. Adds the
 * received units to warehouse stock through the stock ledger, so the inventory views are refreshed too.
 */

export function receivePurchaseOrder({ id, body }: { id: string; body: ReceiveInput }) {
  return postForPurchaseOrder(poUrl(id, 'receive'), 'POST', body);
}

export function useReceivePurchaseOrder() {
  return usePurchaseOrderMutation('receive', receivePurchaseOrder, { stock: true });
}
