import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZPaymentMethod, type PaymentMethod } from '../../../shared/payment-methods.contracts';
import { apiFetch } from '../../lib/api-client';
import { paymentMethodKeys } from '../../lib/query-keys/payment-methods';

/** POST /api/payment-methods/:id/default → PaymentMethod; the previous default loses the flag. */

export async function setDefaultPaymentMethod(id: string): Promise<PaymentMethod> {
  return ZPaymentMethod.parse(await apiFetch<unknown>(`/api/payment-methods/${encodeURIComponent(id)}/default`, { method: 'POST' }));
}

export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payment-methods', 'set-default'],
    mutationFn: setDefaultPaymentMethod,
    onSuccess: async () => {
      toast.success('Default payment method updated', { id: 'payment-method-default' });
      await queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all });
    },
  });
}
