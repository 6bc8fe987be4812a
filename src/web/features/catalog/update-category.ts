import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCategory, type Category, type CategoryInput } from '../../../shared/catalog.contracts';
import { apiFetch } from '../../lib/api-client';
import { productKeys } from '../../lib/query-keys/catalog';

/** PATCH /api/catalog/categories/:id body CategoryInput (full: name and parentId) → Category. */

export async function updateCategory({ id, input }: { id: string; input: CategoryInput }): Promise<Category> {
  return ZCategory.parse(await apiFetch<unknown>(`/api/catalog/categories/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }));
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['products', 'categories', 'update'],
    mutationFn: updateCategory,
    meta: { errorToast: false },
    // Products show their category path, so every product view may now read differently.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
