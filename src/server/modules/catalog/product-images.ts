import type { FastifyRequest } from 'fastify';
import { saveImageUpload, type Uploader } from '../../lib/image-upload';
import type { Storage } from '../../lib/storage';

/** A product image: JPG or PNG by content, at most 5 MB and 40 MP, on the uploader's quota; a public object under products/. */
export function saveProductImage(request: FastifyRequest, storage: Storage, productId: string, uploader: Uploader): Promise<string> {
  return saveImageUpload(request, {
    storage,
    folder: 'products',
    namePrefix: productId,
    wrongTypeMessage: 'Product images must be JPG or PNG files.',
    uploader,
  });
}
