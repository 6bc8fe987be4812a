import type { FastifyRequest } from 'fastify';
import { refuseUpload, uploadReadError } from '../../lib/document-upload';
import { UPLOADS } from '../../../shared/constants';
import { APPLICATION_MESSAGES } from '../../../shared/applications.contracts';

/** One applicant upload as read from the request: the "kind" text field and the one "file" (type not yet checked). */
export interface ApplicantUpload {
  kind: string | undefined;
  filename: string;
  bytes: Buffer;
}

/**
 * Reads the multipart upload of /apply: text field "kind" and one "file" (at most 5 MB), in either order — the
 * browser's FormData may put the file first. No file, or an empty one, is a 422 on the file field; over 5 MB a 413.
 */
export async function readApplicantUpload(req: FastifyRequest): Promise<ApplicantUpload> {
  if (!req.isMultipart()) throw refuseUpload(APPLICATION_MESSAGES.chooseFile);
  let kind: string | undefined;
  let file: { filename: string; bytes: Buffer } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: UPLOADS.maxBytes, files: 1, fields: 4 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated || bytes.length > UPLOADS.maxBytes) throw refuseUpload(APPLICATION_MESSAGES.tooLarge, 413);
        file = { filename: part.filename, bytes };
      } else if (part.fieldname === 'kind' && typeof part.value === 'string') {
        kind = part.value;
      }
    }
  } catch (err) {
    // A second file is more than this form sends: tell the person to pick one file.
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw refuseUpload(APPLICATION_MESSAGES.chooseFile);
    throw uploadReadError(err, APPLICATION_MESSAGES.tooLarge);
  }
  if (!file || file.bytes.length === 0) throw refuseUpload(APPLICATION_MESSAGES.chooseFile);
  return { kind, ...file };
}
