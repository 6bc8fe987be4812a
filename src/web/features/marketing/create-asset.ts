import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMarketingAsset, type MarketingAsset, type MarketingAssetFields } from '../../../shared/marketing.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form';
import { marketingKeys } from './marketing-keys';

/** POST /api/marketing/assets (multipart: the fields first, then "file"; a video has no file) → the new asset. */
export function createAsset({
  fields,
  file,
  onProgress,
}: {
  fields: MarketingAssetFields;
  file: File | null;
  onProgress?: OnProgress;
}): Promise<MarketingAsset> {
  return uploadWithProgress('/api/marketing/assets', file, { schema: ZMarketingAsset, onProgress, fields, timeoutMs: 120_000 });
}

export function useCreateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['marketing', 'create'],
    mutationFn: createAsset,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.all }),
  });
}
