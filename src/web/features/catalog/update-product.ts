import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProduct, type Product, type ProductPatch } from '../../../shared/catalog.contracts';
import { apiFetch } from '../../lib/api-client';
import { productKeys } from '../../lib/query-keys/catalog';

/**
 * PATCH /api/catalog/products/:id body ProductPatch → Product. Also deactivates ({active:false})
 * and reactivates. A new price applies to carts and future orders only: orders copy their prices.
 */

export async function updateProduct({ id, patch }: { id: string; patch: ProductPatch }): Promise<Product> {
  return ZProduct.parse(await apiFetch<unknown>(`/api/catalog/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }));
}

export function useUpdateProduct(options: { errorToast?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['products', 'update'],
    mutationFn: updateProduct,
    meta: { errorToast: options.errorToast ?? true },
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.catalog });
    },
  });
}
