import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPaymentMethod, type PaymentMethod, type PaymentMethodInput } from '../../../shared/payment-methods.contracts';
import { apiFetch } from '../../lib/api-client';
import { paymentMethodKeys } from '../../lib/query-keys/payment-methods';

/**
 * POST /api/payment-methods (PaymentMethodInput) → PaymentMethod. The full card or account number
 * travels once, in this request; the answer carries only a label and the last four digits.
 */

export async function createPaymentMethod(body: PaymentMethodInput): Promise<PaymentMethod> {
  return ZPaymentMethod.parse(await apiFetch<unknown>('/api/payment-methods', { method: 'POST', body }));
}

export function useCreatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payment-methods', 'create'],
    mutationFn: createPaymentMethod,
    retry: false,
    // The mutation's `variables` hold the full number: drop the finished mutation from the cache at
    // once (the form also calls reset() on success) instead of keeping it for the default 5 minutes.
    gcTime: 0,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all }),
  });
}
