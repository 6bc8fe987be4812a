import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProduct, type Product } from '../../../shared/catalog.contracts';
import { uploadImage } from '../../lib/upload-image';
import { productKeys } from '../../lib/query-keys/catalog';

/**
 * POST /api/catalog/products/:id/image, multipart field "file" (jpg/png, ≤ 5 MB) → Product with
 * its new imageUrl. The form checks the file first with imageFileProblem (lib/upload-image).
 */
export function uploadProductImage({ id, file }: { id: string; file: File }): Promise<Product> {
  return uploadImage(`/api/catalog/products/${encodeURIComponent(id)}/image`, file, ZProduct);
}

export function useUploadProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['products', 'image'],
    mutationFn: uploadProductImage,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.catalog });
    },
  });
}
