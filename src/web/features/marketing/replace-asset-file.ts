import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMarketingAsset, type MarketingAsset } from '../../../shared/marketing.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form';
import { marketingKeys } from './marketing-keys';

/** POST /api/marketing/assets/:id/file (multipart "file") → the asset with its new file (and preview). */
export function replaceAssetFile({ id, file, onProgress }: { id: string; file: File; onProgress?: OnProgress }): Promise<MarketingAsset> {
  return uploadWithProgress(`/api/marketing/assets/${encodeURIComponent(id)}/file`, file, { schema: ZMarketingAsset, onProgress });
}

export function useReplaceAssetFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['marketing', 'file'],
    mutationFn: replaceAssetFile,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.all }),
  });
}
