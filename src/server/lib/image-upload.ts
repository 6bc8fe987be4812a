import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './app-error';
import { imageDimensions } from './image-dimensions';
import { claimUploadQuota, type Uploader } from './upload-quota';
import type { Storage } from './storage';
import { UPLOADS } from '../../shared/constants';
import { PRODUCT_IMAGE_TYPES as IMAGE_TYPES } from '../../shared/catalog.contracts';

const TOO_BIG = 'The image is larger than 5 MB.';
const UNREADABLE = 'The image size could not be read. Save the picture again as a JPG or PNG and upload it again.';
const MEGAPIXELS = UPLOADS.maxImagePixels / 1_000_000;
export function tooManyPixelsMessage(width: number, height: number): string {
  return `The image is ${width} × ${height} pixels; images may be at most ${MEGAPIXELS} megapixels (for example 8000 × 5000).`;
}
export const UPLOAD_QUOTA_MESSAGE =
  `You have uploaded too many images in the last ${UPLOADS.quotaWindowSeconds / 60} minutes ` +
  `(at most ${UPLOADS.quotaFiles} files or ${UPLOADS.quotaBytes / 1_048_576} MB). Please wait a few minutes and try again.`;

const refuse = (message: string) => AppError.validation(message, { fieldErrors: { file: [message] } });

/** Who is uploading: every image upload of a user counts against one quota, whatever it is for. */
export type { Uploader };

/** Claims one image and its bytes from the user's image quota; a refused claim is a 429 (nothing was stored). */
const claimQuota = (uploader: Uploader, bytes: number) =>
  claimUploadQuota(uploader, bytes, { keyPrefix: 'upload:', message: UPLOAD_QUOTA_MESSAGE });

/**
 * Reads one multipart image ("file"), checks it by content (JPG or PNG, at most 5 MB; the name is ignored),
 * by the pixel size its header declares (at most 40 MP, never zero) and against the uploader's quota, and
 * stores it as a public object under <folder>/ (decision 007); returns the URL it is served from.
 */
export async function saveImageUpload(
  request: FastifyRequest,
  opts: { storage: Storage; folder: string; namePrefix: string; wrongTypeMessage: string; uploader: Uploader },
): Promise<string> {
  if (!request.isMultipart()) throw AppError.validation('Send the image as multipart/form-data in a field named "file".');
  const file = await request.file({ limits: { fileSize: UPLOADS.maxBytes, files: 1 } });
  if (!file) throw refuse('Choose an image to upload.');
  const buffer = await file.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(TOO_BIG);
    throw err;
  });
  if (file.file.truncated || buffer.length > UPLOADS.maxBytes) throw refuse(TOO_BIG);
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !(IMAGE_TYPES as readonly string[]).includes(detected.mime)) throw refuse(opts.wrongTypeMessage);
  const size = imageDimensions(buffer, detected.mime as (typeof IMAGE_TYPES)[number]);
  if (!size || size.width === 0 || size.height === 0) throw refuse(UNREADABLE);
  if (size.width * size.height > UPLOADS.maxImagePixels) throw refuse(tooManyPixelsMessage(size.width, size.height));

  const release = await claimQuota(opts.uploader, buffer.length);
  const key = `${opts.folder}/${opts.namePrefix}-${randomBytes(6).toString('hex')}.${detected.ext}`;
  try {
    await opts.storage.put({ visibility: 'public', key }, buffer, { contentType: detected.mime });
  } catch (err) {
    await release();
    throw err;
  }
  return opts.storage.publicUrl(key);
}

/**
 * Deletes an image this server stored, given the URL it is served from. URLs that are not ours (seeded
 * pictures, external links) and objects already gone are left alone; only public objects can be named this way.
 */
export async function deleteUpload(storage: Storage, url: string | null | undefined): Promise<void> {
  const key = url ? storage.keyOfPublicUrl(url) : null;
  if (key) await storage.delete({ visibility: 'public', key });
}

/**
 * Records a new image URL (or none, `next` null) where another may have been: `apply` stores it and says which
 * URL it replaced. When `apply` succeeds the replaced file is deleted, so a replaced or removed image is no
 * longer served; when it fails the new file is deleted, so no unreferenced file is left behind.
 */
export async function replaceUpload<T>(
  storage: Storage,
  next: string | null,
  apply: () => Promise<{ value: T; replaced: string | null }>,
): Promise<T> {
  let done: { value: T; replaced: string | null };
  try {
    done = await apply();
  } catch (err) {
    await deleteUpload(storage, next);
    throw err;
  }
  if (done.replaced !== next) await deleteUpload(storage, done.replaced);
  return done.value;
}
