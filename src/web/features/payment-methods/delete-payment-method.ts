import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../lib/api-client';
import { paymentMethodKeys } from '../../lib/query-keys/payment-methods';

/** DELETE /api/payment-methods/:id → {ok: true}. Orders keep the label they were placed with. */

export function deletePaymentMethod(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/payment-methods/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payment-methods', 'delete'],
    mutationFn: deletePaymentMethod,
    // The confirmation dialog shows the failure.
    meta: { errorToast: false },
    onSuccess: async () => {
      toast.success('Payment method deleted', { id: 'payment-method-deleted' });
      await queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all });
    },
  });
}
