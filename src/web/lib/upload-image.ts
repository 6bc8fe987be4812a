import { apiFetch } from './api-client';

/**
 * The browser's half of every image upload (product image, brand logo and cover, avatar): JPG or
 * PNG of at most 5 MB, sent as the multipart field "file". The server checks the content
 * (src/server/lib/image-upload.ts); the browser checks name, type and size first (the form kit's
 * FileField, components/form/file-checks.ts) and the first bytes here, so nobody waits for a 5 MB upload to
 * learn it was a PDF.
 */

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

/** POSTs the image to `path` as multipart field "file" and parses the answer with `schema`. */
export async function uploadImage<T>(path: string, file: File, schema: { parse: (data: unknown) => T }): Promise<T> {
  const form = new FormData();
  form.set('file', file, file.name);
  // A large image on a slow line needs more than the default 10 s.
  const data = await apiFetch<unknown>(path, { method: 'POST', body: form, timeoutMs: 60_000 });
  return schema.parse(data);
}
