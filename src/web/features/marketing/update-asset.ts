import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMarketingAsset, type MarketingAsset, type MarketingAssetUpdate } from '../../../shared/marketing.contracts';
import { apiFetch } from '../../lib/api-client';
import { marketingKeys } from './marketing-keys';

/** PATCH /api/marketing/assets/:id (details, or status "archived"/"active") → the asset. */
export async function updateAsset({ id, patch }: { id: string; patch: MarketingAssetUpdate }): Promise<MarketingAsset> {
  return ZMarketingAsset.parse(
    await apiFetch<unknown>(`/api/marketing/assets/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
  );
}

export function useUpdateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['marketing', 'update'],
    mutationFn: updateAsset,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.all }),
  });
}
