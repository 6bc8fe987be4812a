import type { QueryClient } from '@tanstack/react-query';
import { productKeys } from '../../lib/query-keys/catalog';
import { inventoryKeys } from '../../lib/query-keys/inventory';

/**
 * A purchase order that changes moves its list and detail, the supplier's open-PO count and scores (supplier pages),
 * and the performance figures. A receipt also adds warehouse stock through the ledger, which every inventory view
 * and the catalogue's availability badges read.
 */
export const AFTER_PURCHASE_ORDER_CHANGE: readonly (readonly string[])[] = [['purchasing'], ['suppliers']];
export const AFTER_PURCHASE_RECEIPT: readonly (readonly string[])[] = [...AFTER_PURCHASE_ORDER_CHANGE, inventoryKeys.all, productKeys.all];

export function invalidateAfterPurchaseChange(queryClient: QueryClient, { stock = false } = {}): Promise<unknown> {
  const keys = stock ? AFTER_PURCHASE_RECEIPT : AFTER_PURCHASE_ORDER_CHANGE;
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
