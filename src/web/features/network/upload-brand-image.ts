import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_IMAGE_TYPES } from '../../../shared/catalog.contracts';
import { UPLOADS } from '../../../shared/constants';
import { ZBrand, type Brand } from '../../../shared/network.contracts';
import { apiFetch } from '../../lib/api-client';
import { networkKeys } from './query-keys';

/**
 * POST /api/network/brands/:id/images/:kind (kind logo | cover), multipart field "file", JPG/PNG at
 * most 5 MB → Brand with its new URL. The server checks the content; the browser checks name, type
 * and size first.
 */

export type BrandImageKind = 'logo' | 'cover';
export const BRAND_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** Why a file can't be a brand image, or null when it may be uploaded. */
export function brandImageProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type);
  const extensionOk = ['jpg', 'jpeg', 'png'].includes(extension);
  if (!(typeOk || (file.type === '' && extensionOk))) return 'Choose a JPG or PNG image.';
  if (file.size > UPLOADS.maxBytes) return 'The image is larger than 5 MB.';
  if (file.size === 0) return 'The image file is empty.';
  return null;
}

export async function uploadBrandImage({ id, kind, file }: { id: string; kind: BrandImageKind; file: File }): Promise<Brand> {
  const form = new FormData();
  form.set('file', file, file.name);
  const data = await apiFetch<unknown>(`/api/network/brands/${encodeURIComponent(id)}/images/${kind}`, {
    method: 'POST',
    body: form,
    timeoutMs: 60_000,
  });
  return ZBrand.parse(data);
}

export function useUploadBrandImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['network', 'brands', 'image'],
    mutationFn: uploadBrandImage,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.all }),
  });
}
