import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSupplierProduct,
  type SupplierProduct,
  type SupplierProductInput,
  type SupplierProductUpdate,
} from '../../../shared/suppliers.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterSupplierChange } from './invalidate-after-supplier-change';

/**
 * POST /api/suppliers/products (SupplierProductInput) → SupplierProduct: link a catalogue product to a supplier
 * (409 when already linked). PATCH /api/suppliers/products/:id (SupplierProductUpdate, with an optional cost note
 * kept in the cost history) → SupplierProduct. DELETE /api/suppliers/products/:id → unlink.
 */

export async function createSupplierProduct(body: SupplierProductInput): Promise<SupplierProduct> {
  return ZSupplierProduct.parse(await apiFetch<unknown>('/api/suppliers/products', { method: 'POST', body }));
}

export async function updateSupplierProduct({ id, patch }: { id: string; patch: SupplierProductUpdate }): Promise<SupplierProduct> {
  return ZSupplierProduct.parse(
    await apiFetch<unknown>(`/api/suppliers/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
  );
}

export async function deleteSupplierProduct(id: string): Promise<void> {
  await apiFetch<unknown>(`/api/suppliers/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

function useSupplierProductMutation<A, R>(name: string, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['suppliers', 'products', name],
    mutationFn,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterSupplierChange(queryClient),
  });
}

export const useCreateSupplierProduct = () => useSupplierProductMutation('create', createSupplierProduct);
export const useUpdateSupplierProduct = () => useSupplierProductMutation('update', updateSupplierProduct);
export const useDeleteSupplierProduct = () => useSupplierProductMutation('delete', deleteSupplierProduct);
