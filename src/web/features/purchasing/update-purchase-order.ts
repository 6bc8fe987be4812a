import type { z } from 'zod';
import type { ZPurchaseOrderUpdate } from '../../../shared/purchasing.contracts';
import { poUrl, postForPurchaseOrder, usePurchaseOrderMutation } from './mutate-purchase-order';

/** PATCH /api/purchase-orders/:id {expectedDate?, notes?, lines?} (franchisor, draft only; lines replace all) → PurchaseOrder. */

export type PurchaseOrderChanges = z.output<typeof ZPurchaseOrderUpdate>;

export function updatePurchaseOrder({ id, changes }: { id: string; changes: PurchaseOrderChanges }) {
  return postForPurchaseOrder(poUrl(id), 'PATCH', changes);
}

export function useUpdatePurchaseOrder() {
  return usePurchaseOrderMutation('update', updatePurchaseOrder);
}
