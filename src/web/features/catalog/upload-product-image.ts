import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_IMAGE_TYPES, ZProduct, type Product } from '../../../shared/catalog.contracts';
import { UPLOADS } from '../../../shared/constants';
import { apiFetch } from '../../lib/api-client';
import { productKeys } from './query-keys';

/**
 * POST /api/catalog/products/:id/image, multipart field "file" (jpg/png, ≤ 5 MB) → Product with
 * its new imageUrl. The server checks the content; the browser checks name, type and size first
 * so nobody waits for a 5 MB upload to learn it was a PDF.
 */

export const PRODUCT_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** The reason a file can't be a product image, or null when it may be uploaded. */
export function productImageProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type);
  // Some systems report no type at all; then the extension decides (the server still checks content).
  const extensionOk = ['jpg', 'jpeg', 'png'].includes(extension);
  if (!(typeOk || (file.type === '' && extensionOk))) return 'Choose a JPG or PNG image.';
  if (file.size > UPLOADS.maxBytes) return 'The image is larger than 5 MB.';
  if (file.size === 0) return 'The image file is empty.';
  return null;
}

export async function uploadProductImage({ id, file }: { id: string; file: File }): Promise<Product> {
  const form = new FormData();
  form.set('file', file, file.name);
  const data = await apiFetch<unknown>(`/api/catalog/products/${encodeURIComponent(id)}/image`, {
    method: 'POST',
    body: form,
    // A large image on a slow line needs more than the default 10 s.
    timeoutMs: 60_000,
  });
  return ZProduct.parse(data);
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
