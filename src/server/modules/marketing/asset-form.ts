import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { fieldMessage } from '../../lib/error-handler';
import { refuseUpload, uploadReadError } from '../../lib/document-upload';
import { UPLOADS } from '../../../shared/constants';
import { MARKETING_MESSAGES } from '../../../shared/marketing.contracts';

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/**
 * Reads a multipart form of text fields and at most one file ("file", ≤ 5 MB: a larger one is a 413). A file part
 * without a name or without bytes counts as no file (a browser sends one for an empty file input).
 */
export async function readAssetForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  if (!request.isMultipart()) throw refuseUpload(MARKETING_MESSAGES.chooseFile);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOADS.maxBytes, files: 1, fields: 12 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated || bytes.length > UPLOADS.maxBytes) throw refuseUpload(MARKETING_MESSAGES.tooLarge, 413);
        if (part.fieldname === 'file' && part.filename && bytes.length > 0) file = { filename: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw uploadReadError(err, MARKETING_MESSAGES.tooLarge);
  }
  return { fields, file };
}

/** Parses form fields with a contract; a refusal is the same 422 with field errors as a JSON body's. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'input';
    (fieldErrors[field] ??= []).push(fieldMessage(field, issue.message, issue as never));
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  throw AppError.validation(first, { fieldErrors });
}
