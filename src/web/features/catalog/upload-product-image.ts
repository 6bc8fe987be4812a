import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProduct, type Product } from '../../../shared/catalog.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form';
import { productKeys } from '../../lib/query-keys/catalog';

/**
 * POST /api/catalog/products/:id/image, multipart field "file" (jpg/png, ≤ 5 MB) → Product with
 * its new imageUrl. The form checks the file first (the kit's FileField with IMAGE_RULES).
 */
export function uploadProductImage({ id, file, onProgress }: { id: string; file: File; onProgress?: OnProgress }): Promise<Product> {
  return uploadWithProgress(`/api/catalog/products/${encodeURIComponent(id)}/image`, file, { schema: ZProduct, onProgress });
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
