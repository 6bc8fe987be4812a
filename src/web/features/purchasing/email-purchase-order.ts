import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEmailQueued } from '../../../shared/purchasing.contracts';
import { apiFetch } from '../../lib/api-client';
import { poUrl } from './mutate-purchase-order';
import { purchasingKeys } from './query-keys';

/** POST /api/purchase-orders/:id/email (franchisor; not a draft) → {queued, to}: the PDF goes to the supplier's contact. */

export async function emailPurchaseOrder(id: string) {
  return ZEmailQueued.parse(await apiFetch<unknown>(poUrl(id, 'email'), { method: 'POST' }));
}

export function useEmailPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['purchasing', 'email'],
    mutationFn: emailPurchaseOrder,
    retry: false,
    // "Sent on …" on the detail page.
    onSuccess: (_, id) => queryClient.invalidateQueries({ queryKey: purchasingKeys.detail(id) }),
  });
}
