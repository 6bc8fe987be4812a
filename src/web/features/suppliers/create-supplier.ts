import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSupplier, type Supplier, type SupplierInput } from '../../../shared/suppliers.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterSupplierChange } from './invalidate-after-supplier-change';

/** POST /api/suppliers (SupplierInput) → Supplier; 409 with the duplicate message on `code` when the code is taken. */
export async function createSupplier(body: SupplierInput): Promise<Supplier> {
  return ZSupplier.parse(await apiFetch<unknown>('/api/suppliers', { method: 'POST', body }));
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['suppliers', 'create'],
    mutationFn: createSupplier,
    // A re-sent create after a lost answer would meet its own duplicate code.
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterSupplierChange(queryClient),
  });
}
