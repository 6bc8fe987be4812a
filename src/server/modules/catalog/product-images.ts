import type { FastifyRequest } from 'fastify';
import { saveImageUpload, type Uploader } from '../../lib/image-upload';

export { UPLOAD_URL_PREFIX } from '../../lib/image-upload';

/** A product image: JPG or PNG by content, at most 5 MB and 40 MP, on the uploader's quota; stored under DATA_DIR/uploads/products. */
export function saveProductImage(request: FastifyRequest, dataDir: string, productId: string, uploader: Uploader): Promise<string> {
  return saveImageUpload(request, {
    dataDir,
    folder: 'products',
    namePrefix: productId,
    wrongTypeMessage: 'Product images must be JPG or PNG files.',
    uploader,
  });
}
