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

export const NOT_AN_IMAGE_MESSAGE = 'This file is not a JPG or PNG image.';
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Why the file's content is not a JPG or PNG (its first bytes), or null when it is. A text file renamed
 * "photo.png" passes the name and type check; this catches it before it is previewed or sent.
 */
export async function imageContentProblem(file: Pick<Blob, 'slice'>): Promise<string | null> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  } catch {
    return 'The file could not be read. Choose it again.';
  }
  const starts = (signature: number[]) => signature.every((byte, i) => head[i] === byte);
  return starts(JPEG_SIGNATURE) || starts(PNG_SIGNATURE) ? null : NOT_AN_IMAGE_MESSAGE;
}

/** Both checks: name, type and size at once, then the content. A file with a problem is never previewed. */
export async function checkImageFile(file: File): Promise<string | null> {
  return imageFileProblem(file) ?? (await imageContentProblem(file));
}

/** POSTs the image to `path` as multipart field "file" and parses the answer with `schema`. */
export async function uploadImage<T>(path: string, file: File, schema: { parse: (data: unknown) => T }): Promise<T> {
  const form = new FormData();
  form.set('file', file, file.name);
  // A large image on a slow line needs more than the default 10 s.
  const data = await apiFetch<unknown>(path, { method: 'POST', body: form, timeoutMs: 60_000 });
  return schema.parse(data);
}
