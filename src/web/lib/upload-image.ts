import { PRODUCT_IMAGE_TYPES } from '../../shared/catalog.contracts';
import { UPLOADS } from '../../shared/constants';
import { apiFetch } from './api-client';

/**
 * The browser's half of every image upload (product image, brand logo and cover, avatar): JPG or
 * PNG of at most 5 MB, sent as the multipart field "file". The server checks the content
 * (src/server/lib/image-upload.ts); the browser checks name, type and size first so nobody waits
 * for a 5 MB upload to learn it was a PDF.
 */

/** The file picker's `accept`. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** Why a file can't be uploaded as an image, or null when it may be. */
export function imageFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type);
  // Some systems report no type at all; then the extension decides (the server still checks content).
  const extensionOk = ['jpg', 'jpeg', 'png'].includes(extension);
  if (!(typeOk || (file.type === '' && extensionOk))) return 'Choose a JPG or PNG image.';
  if (file.size > UPLOADS.maxBytes) return 'The image is larger than 5 MB.';
  if (file.size === 0) return 'The image file is empty.';
  return null;
}

/** POSTs the image to `path` as multipart field "file" and parses the answer with `schema`. */
export async function uploadImage<T>(path: string, file: File, schema: { parse: (data: unknown) => T }): Promise<T> {
  const form = new FormData();
  form.set('file', file, file.name);
  // A large image on a slow line needs more than the default 10 s.
  const data = await apiFetch<unknown>(path, { method: 'POST', body: form, timeoutMs: 60_000 });
  return schema.parse(data);
}
