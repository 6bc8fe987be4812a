import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProduct, type Product, type ProductInput } from '../../../shared/catalog.contracts';
import { apiFetch } from '../../lib/api-client';
import { productKeys } from '../../lib/query-keys/catalog';

/** POST /api/catalog/products (head office) body ProductInput, price in pesos → Product. */

export async function createProduct(body: ProductInput): Promise<Product> {
  return ZProduct.parse(await apiFetch<unknown>('/api/catalog/products', { method: 'POST', body }));
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['products', 'create'],
    mutationFn: createProduct,
    // A retried create after a lost answer could make the product twice (or fail on its own SKU).
    retry: false,
    // The form shows the error next to its fields.
    meta: { errorToast: false },
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.catalog });
    },
  });
}
