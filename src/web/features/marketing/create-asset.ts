import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMarketingAsset, type MarketingAsset, type MarketingAssetFields } from '../../../shared/marketing.contracts';
import type { OnProgress } from '../../components/form';
import { ApiError, toApiError } from '../../lib/api-client';
import { CODE_MESSAGES } from '../../../shared/errors';
import { marketingKeys } from './marketing-keys';

/**
 * POST /api/marketing/assets (multipart: the fields first, then "file") → the new asset. XMLHttpRequest, because
 * it reports upload progress; the form kit's uploadWithProgress sends a file alone, this form also has fields.
 */
export function createAsset({
  fields,
  file,
  onProgress,
}: {
  fields: MarketingAssetFields;
  file: File | null;
  onProgress?: OnProgress;
}): Promise<MarketingAsset> {
  const path = '/api/marketing/assets';
  return new Promise<MarketingAsset>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.timeout = 120_000;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(toApiError(xhr.status, payload, path));
      try {
        onProgress?.(1);
        resolve(ZMarketingAsset.parse(payload));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError({ code: 'NETWORK_ERROR', message: CODE_MESSAGES.NETWORK_ERROR, status: 0, path }));
    xhr.ontimeout = () => reject(new ApiError({ code: 'TIMEOUT_ERROR', message: CODE_MESSAGES.TIMEOUT_ERROR, status: 0, path }));
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) body.set(key, String(value));
    if (file) body.set('file', file, file.name);
    xhr.send(body);
  });
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
