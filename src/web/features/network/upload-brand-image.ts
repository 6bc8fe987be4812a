import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBrand, type Brand } from '../../../shared/network.contracts';
import { uploadImage } from '../../lib/upload-image';
import { networkKeys } from '../../lib/query-keys/network';

/**
 * POST /api/network/brands/:id/images/:kind (kind logo | cover), multipart field "file", JPG/PNG at
 * most 5 MB → Brand with its new URL. The form checks the file first with imageFileProblem
 * (lib/upload-image).
 */

export type BrandImageKind = 'logo' | 'cover';

export function uploadBrandImage({ id, kind, file }: { id: string; kind: BrandImageKind; file: File }): Promise<Brand> {
  return uploadImage(`/api/network/brands/${encodeURIComponent(id)}/images/${kind}`, file, ZBrand);
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
