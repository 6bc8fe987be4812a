import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCategory, type Category, type CategoryInput } from '../../../shared/catalog.contracts';
import { apiFetch } from '../../lib/api-client';
import { productKeys } from '../../lib/query-keys/catalog';

/** POST /api/catalog/categories (head office) body CategoryInput {name, parentId} → Category. */

export async function createCategory(body: CategoryInput): Promise<Category> {
  return ZCategory.parse(await apiFetch<unknown>('/api/catalog/categories', { method: 'POST', body }));
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['products', 'categories', 'create'],
    mutationFn: createCategory,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.facets }),
  });
}
