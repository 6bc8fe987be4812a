import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPaymentMethod, type PaymentMethod } from '../../../shared/payment-methods.contracts';
import { apiFetch } from '../../lib/api-client';
import { paymentMethodKeys } from '../../lib/query-keys/payment-methods';

/** PATCH /api/payment-methods/:id {nickname} → PaymentMethod. Only the nickname can change. */

export async function updatePaymentMethodNickname({ id, nickname }: { id: string; nickname: string | null }): Promise<PaymentMethod> {
  return ZPaymentMethod.parse(
    await apiFetch<unknown>(`/api/payment-methods/${encodeURIComponent(id)}`, { method: 'PATCH', body: { nickname } }),
  );
}

export function useUpdatePaymentMethodNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payment-methods', 'update'],
    mutationFn: updatePaymentMethodNickname,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all }),
  });
}
