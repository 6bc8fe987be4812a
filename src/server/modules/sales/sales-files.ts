import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error';
import { UPLOADS } from '../../../shared/constants';
import { SALES_MESSAGES } from '../../../shared/sales.contracts';

/** Proof attachments: the spec's upload types, recognised by their content (a .doc is an OLE compound file). */
const PROOF_TYPES: Record<string, { ext: string; contentType: string }> = {
  'application/pdf': { ext: 'pdf', contentType: 'application/pdf' },
  'image/jpeg': { ext: 'jpg', contentType: 'image/jpeg' },
  'image/png': { ext: 'png', contentType: 'image/png' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  'application/x-cfb': { ext: 'doc', contentType: 'application/msword' },
};

export const PROOF_CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.values(PROOF_TYPES).map((t) => [t.ext, t.contentType]),
);

const refuse = (message: string, status = 422) => new AppError('VALIDATION_ERROR', status, message, { fieldErrors: { file: [message] } });

/** Reads the one multipart file ("file") of a request, at most 5 MB; a larger one is a 413, none a 422. */
export async function readUploadedFile(request: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw refuse(SALES_MESSAGES.chooseFile);
  const file = await request.file({ limits: { fileSize: UPLOADS.maxBytes, files: 1 } });
  if (!file) throw refuse(SALES_MESSAGES.chooseFile);
  const bytes = await file.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(SALES_MESSAGES.proofTooLarge, 413);
    throw err;
  });
  if (file.file.truncated || bytes.length > UPLOADS.maxBytes) throw refuse(SALES_MESSAGES.proofTooLarge, 413);
  if (bytes.length === 0) throw refuse(SALES_MESSAGES.chooseFile);
  return { filename: file.filename, bytes };
}

/** The proof's type by content (the name is ignored), or a 422 for anything else. */
export async function proofTypeOf(bytes: Buffer): Promise<{ ext: string; contentType: string }> {
  const detected = await fileTypeFromBuffer(bytes);
  const type = detected ? PROOF_TYPES[detected.mime] : undefined;
  if (!type) throw refuse(SALES_MESSAGES.proofWrongType);
  return type;
}

/** A spreadsheet is XLSX (a zip) or text; any other recognisable binary (a PNG renamed .csv) is refused up front. */
export async function assertSpreadsheet(bytes: Buffer): Promise<void> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && detected.ext !== 'xlsx') throw refuse(SALES_MESSAGES.notSpreadsheet);
}

/** A display name for a stored file: the base name, printable, at most 200 characters. */
export function safeFileName(name: string, fallbackExt: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001F\u007F"]/g, '').trim();
  return (base || `proof.${fallbackExt}`).slice(-200);
}
