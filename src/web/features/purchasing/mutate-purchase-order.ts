import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPurchaseOrder, type PurchaseOrder } from '../../../shared/purchasing.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterPurchaseChange } from './invalidate-after-purchase-change';
import { purchasingKeys } from './query-keys';

/**
 * What every purchase-order mutation that answers with the whole PO shares: the fresh PO goes into the detail cache
 * at once (the page updates without waiting), then the lists, supplier pages, performance and, after a receipt,
 * the inventory views re-read. Each endpoint's file names its request.
 */
export async function postForPurchaseOrder(url: string, method: 'POST' | 'PATCH', body?: unknown): Promise<PurchaseOrder> {
  return ZPurchaseOrder.parse(await apiFetch<unknown>(url, { method, body }));
}

export function poUrl(id: string, action?: string): string {
  return `/api/purchase-orders/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
}

export function usePurchaseOrderMutation<V>(
  name: string,
  mutationFn: (variables: V) => Promise<PurchaseOrder>,
  { stock = false, toast = false }: { stock?: boolean; toast?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['purchasing', name],
    mutationFn,
    // A retried receipt or submit after a lost answer would act twice.
    retry: false,
    // Forms show their failure next to their fields; plain buttons get the app's error toast.
    meta: { errorToast: toast },
    onSuccess: async (po) => {
      queryClient.setQueryData(purchasingKeys.detail(po.id), po);
      await invalidateAfterPurchaseChange(queryClient, { stock });
    },
  });
}
