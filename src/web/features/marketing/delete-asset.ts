import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOk } from '../../../shared/http';
import { apiFetch } from '../../lib/api-client';
import { marketingKeys } from './marketing-keys';

/** DELETE /api/marketing/assets/:id → { ok }: the asset, its file and its download history are gone. */
export async function deleteAsset(id: string): Promise<void> {
  ZOk.parse(await apiFetch<unknown>(`/api/marketing/assets/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['marketing', 'delete'],
    mutationFn: deleteAsset,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.all }),
  });
}
