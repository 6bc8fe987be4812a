import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../lib/api-client';
import { addressKeys } from '../../lib/query-keys/addresses';

/** DELETE /api/addresses/:id → {ok: true}. Orders keep their own copy of the address. */

export function deleteAddress(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'delete'],
    mutationFn: deleteAddress,
    // The confirmation dialog shows the failure where the user is looking.
    meta: { errorToast: false },
    onSuccess: async () => {
      toast.success('Address deleted', { id: 'address-deleted' });
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
