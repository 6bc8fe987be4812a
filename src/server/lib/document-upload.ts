import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './app-error';
import { claimUploadQuota, type Uploader } from './upload-quota';
import { UPLOADS } from '../../shared/constants';
import { httpStatusMessage } from '../../shared/errors';

/**
 * Document uploads (the spec's upload rules: PDF, DOC, DOCX, JPG/JPEG or PNG, at most 5 MB, checked by content):
 * reading the one multipart file, telling its type from its bytes, a safe display name and a per-user quota.
 * Each feature passes its own messages; the files are stored PRIVATE and streamed by a permission-checked route
 * (decision 007). Images shown publicly use image-upload.ts instead.
 */

export interface DocumentType {
  ext: string;
  contentType: string;
}

/** The accepted types by the MIME type file-type detects (a .doc is an OLE compound file). */
const DOCUMENT_TYPES: Record<string, DocumentType> = {
  'application/pdf': { ext: 'pdf', contentType: 'application/pdf' },
  'image/jpeg': { ext: 'jpg', contentType: 'image/jpeg' },
  'image/png': { ext: 'png', contentType: 'image/png' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  'application/x-cfb': { ext: 'doc', contentType: 'application/msword' },
};

/** Content type to serve a stored document with, by the extension its key was given. */
export const DOCUMENT_CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.values(DOCUMENT_TYPES).map((t) => [t.ext, t.contentType]),
);

/** What the caller tells the user when no file came (or an empty one) and when it is over 5 MB. */
export interface UploadMessages {
  chooseFile: string;
  tooLarge: string;
}

/** A refusal shown on the form's file field; 413 for a file over the limit, else 422. */
export const refuseUpload = (message: string, status = 422) =>
  new AppError('VALIDATION_ERROR', status, message, { fieldErrors: { file: [message] } });

/**
 * What reading a multipart body failed with, as the client should hear it: over 5 MB is a 413 on the file field; a
 * body cut off mid-file (an aborted upload, a hand-made request) is the client's broken request, a 400, not a 500.
 */
export function uploadReadError(err: unknown, tooLargeMessage: string): unknown {
  const code = (err as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refuseUpload(tooLargeMessage, 413);
  if (code === 'ERR_STREAM_PREMATURE_CLOSE') return new AppError('VALIDATION_ERROR', 400, httpStatusMessage(400));
  return err;
}

/** Reads the one multipart file ("file") of a request, at most 5 MB; a larger one is a 413, none or an empty one a 422. */
export async function readUploadedFile(request: FastifyRequest, messages: UploadMessages): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw refuseUpload(messages.chooseFile);
  const file = await request.file({ limits: { fileSize: UPLOADS.maxBytes, files: 1 } });
  if (!file) throw refuseUpload(messages.chooseFile);
  const bytes = await file.toBuffer().catch((err: unknown) => {
    throw uploadReadError(err, messages.tooLarge);
  });
  if (file.file.truncated || bytes.length > UPLOADS.maxBytes) throw refuseUpload(messages.tooLarge, 413);
  if (bytes.length === 0) throw refuseUpload(messages.chooseFile);
  return { filename: file.filename, bytes };
}

/**
 * The names of the streams in an OLE compound file's directory (the container of .doc, .xls, .ppt and .msg files),
 * or null when the directory cannot be read: a header without a directory, a chain leaving the file, a loop.
 */
export function compoundFileStreams(bytes: Buffer): string[] | null {
  if (bytes.length < 1024) return null;
  const shift = bytes.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const size = 1 << shift;
  const sectors = Math.floor((bytes.length - size) / size);
  const at = (sector: number) => (sector + 1) * size;
  // The FAT's own sectors: the first 109 are listed in the header (enough for files up to about 7 MB at 512 bytes).
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const s = bytes.readUInt32LE(0x4c + i * 4);
    if (s >= 0xfffffffa) break;
    fatSectors.push(s);
  }
  const perSector = size / 4;
  const next = (sector: number): number | null => {
    const fat = fatSectors[Math.floor(sector / perSector)];
    if (fat === undefined || fat >= sectors) return null;
    return bytes.readUInt32LE(at(fat) + (sector % perSector) * 4);
  };
  const names: string[] = [];
  let sector = bytes.readUInt32LE(0x30);
  for (let hops = 0; sector !== 0xfffffffe; hops++) {
    if (sector >= sectors || hops > sectors) return null;
    for (let e = at(sector); e < at(sector) + size; e += 128) {
      const nameBytes = Math.min(bytes.readUInt16LE(e + 0x40), 64);
      const type = bytes.readUInt8(e + 0x42);
      if (type === 2 && nameBytes >= 2) names.push(bytes.toString('utf16le', e, e + nameBytes - 2));
    }
    const following = next(sector);
    if (following === null) return null;
    sector = following;
  }
  return names;
}

/** The document's type by content (the name and the declared type are ignored), or a 422 for anything else. */
export async function documentTypeOf(bytes: Buffer, wrongTypeMessage: string): Promise<DocumentType> {
  const detected = await fileTypeFromBuffer(bytes);
  const type = detected ? DOCUMENT_TYPES[detected.mime] : undefined;
  if (!type) throw refuseUpload(wrongTypeMessage);
  // Any OLE compound file sniffs as application/x-cfb (an Excel 97 book, an Outlook message, a bare header): a Word
  // document is one whose directory has a WordDocument stream (issue 32).
  if (type.ext === 'doc' && !compoundFileStreams(bytes)?.includes('WordDocument')) throw refuseUpload(wrongTypeMessage);
  return type;
}

/** A display name for a stored file: the base name, printable, at most 200 characters; `<fallbackBase>.<ext>` if nothing is left. */
export function safeFileName(name: string, fallbackExt: string, fallbackBase = 'document'): string {
  // Control characters and the bidirectional overrides (which can make "cod.exe" read as "exe.doc") are removed.
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001F\u007F"\u202A-\u202E\u2066-\u2069]/g, '').trim();
  return (base || `${fallbackBase}.${fallbackExt}`).slice(-200);
}

/** The display name with the extension of the type its content has, so a PNG named scan.pdf downloads as scan.png. */
export function nameForType(name: string, type: DocumentType): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (ext === type.ext || (type.ext === 'jpg' && ext === 'jpeg')) return name;
  return `${(dot > 0 ? name.slice(0, dot) : name).slice(0, 190)}.${type.ext}`;
}

export const DOCUMENT_QUOTA_MESSAGE =
  `You have uploaded too many documents in the last ${UPLOADS.quotaWindowSeconds / 60} minutes ` +
  `(at most ${UPLOADS.quotaFiles} files or ${UPLOADS.quotaBytes / 1_048_576} MB). Please wait a few minutes and try again.`;

/**
 * Claims one document and its bytes from the user's document quota (a quota of its own, apart from images'); a
 * refused claim is a 429. Returns the release to call when the upload is not stored after all.
 */
export function claimDocumentQuota(uploader: Uploader, bytes: number): Promise<() => Promise<void>> {
  return claimUploadQuota(uploader, bytes, { keyPrefix: 'upload:documents:', message: DOCUMENT_QUOTA_MESSAGE });
}
