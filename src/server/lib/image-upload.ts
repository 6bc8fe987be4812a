import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './app-error';
import { UPLOADS } from '../../shared/constants';
import { PRODUCT_IMAGE_TYPES as IMAGE_TYPES } from '../../shared/catalog.contracts';

export const UPLOAD_URL_PREFIX = '/api/uploads/';
const TOO_BIG = 'The image is larger than 5 MB.';

/**
 * Reads one multipart image ("file"), checks it by content (JPG or PNG, at most 5 MB; the name is ignored)
 * and stores it under DATA_DIR/uploads/<folder>; returns the URL it is served from.
 */
export async function saveImageUpload(
  request: FastifyRequest,
  opts: { dataDir: string; folder: string; namePrefix: string; wrongTypeMessage: string },
): Promise<string> {
  if (!request.isMultipart()) throw AppError.validation('Send the image as multipart/form-data in a field named "file".');
  const file = await request.file({ limits: { fileSize: UPLOADS.maxBytes, files: 1 } });
  if (!file) throw AppError.validation('Choose an image to upload.', { fieldErrors: { file: ['Choose an image to upload.'] } });
  const buffer = await file.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.validation(TOO_BIG, { fieldErrors: { file: [TOO_BIG] } });
    throw err;
  });
  if (file.file.truncated || buffer.length > UPLOADS.maxBytes) throw AppError.validation(TOO_BIG, { fieldErrors: { file: [TOO_BIG] } });
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !(IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    throw AppError.validation(opts.wrongTypeMessage, { fieldErrors: { file: [opts.wrongTypeMessage] } });
  }
  const name = `${opts.namePrefix}-${randomBytes(6).toString('hex')}.${detected.ext}`;
  const dir = path.join(opts.dataDir, 'uploads', opts.folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), buffer);
  return `${UPLOAD_URL_PREFIX}${opts.folder}/${name}`;
}
