import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSupplier, type Supplier, type SupplierUpdate } from '../../../shared/suppliers.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterSupplierChange } from './invalidate-after-supplier-change';
import { supplierKeys } from '../../lib/query-keys/suppliers';

/** PATCH /api/suppliers/:id (SupplierUpdate, any subset) → Supplier: the edit form, and deactivate/reactivate (status). */
export async function updateSupplier({ id, patch }: { id: string; patch: SupplierUpdate }): Promise<Supplier> {
  return ZSupplier.parse(await apiFetch<unknown>(`/api/suppliers/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }));
}

export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['suppliers', 'update'],
    mutationFn: updateSupplier,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (supplier) => {
      // The detail page shows the answer at once; the rest of the family re-reads.
      queryClient.setQueryData(supplierKeys.detail(supplier.id), supplier);
      return invalidateAfterSupplierChange(queryClient);
    },
  });
}
