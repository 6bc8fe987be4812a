import type { z } from 'zod';
import type { ZPurchaseOrderInput } from '../../../shared/purchasing.contracts';
import { postForPurchaseOrder, usePurchaseOrderMutation } from './mutate-purchase-order';

/** POST /api/purchase-orders {supplierId, expectedDate?, notes?, lines[]} (franchisor) → PurchaseOrder (a draft). */

export type NewPurchaseOrder = z.output<typeof ZPurchaseOrderInput>;

export function createPurchaseOrder(body: NewPurchaseOrder) {
  return postForPurchaseOrder('/api/purchase-orders', 'POST', body);
}

export function useCreatePurchaseOrder() {
  return usePurchaseOrderMutation('create', createPurchaseOrder);
}
