import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuseUpload, uploadReadError } from '../../lib/document-upload';
import { AppError } from '../../lib/app-error';
import { UPLOADS } from '../../../shared/constants';
import { SUPPORT_MESSAGES } from '../../../shared/support.contracts';

/** One uploaded file as read from a multipart request (type not yet checked: the service does that by content). */
export interface TicketUpload {
  filename: string;
  bytes: Buffer;
}

const uploadsOf = new WeakMap<FastifyRequest, TicketUpload[]>();

/** The files a multipart request carried (read by the preValidation hook); none for a JSON request. */
export const uploadsFrom = (req: FastifyRequest): TicketUpload[] => uploadsOf.get(req) ?? [];

/** Text fields a form may send along with its files (ticket fields, a reply body, a note). */
const MAX_FIELDS = 12;

/**
 * Reads a multipart/form-data request: its text fields become the body (so the route's zod schema checks them like
 * JSON) and its files (fields named "file", at most `maxFiles`, each at most 5 MB; an empty file input is skipped)
 * are kept for the handler. More files than allowed is a 409, a file over 5 MB a 413.
 */
async function readForm(req: FastifyRequest, maxFiles: number): Promise<{ fields: Record<string, string>; files: TicketUpload[] }> {
  const fields: Record<string, string> = {};
  const files: TicketUpload[] = [];
  try {
    // One more file than allowed is read so that "too many" is told apart from the multipart plugin's own limit.
    for await (const part of req.parts({ limits: { fileSize: UPLOADS.maxBytes, files: maxFiles + 1, fields: MAX_FIELDS } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated || bytes.length > UPLOADS.maxBytes) throw refuseUpload(SUPPORT_MESSAGES.attachmentTooLarge, 413);
        if (bytes.length === 0 && !part.filename) continue;
        if (bytes.length === 0) throw refuseUpload(SUPPORT_MESSAGES.chooseFile);
        files.push({ filename: part.filename, bytes });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw tooManyFiles();
    throw uploadReadError(err, SUPPORT_MESSAGES.attachmentTooLarge);
  }
  if (files.length > maxFiles) throw tooManyFiles();
  return { fields, files };
}

/** More files than a ticket may hold: a 409 shown on the form's file field. */
export const tooManyFiles = () =>
  AppError.of('DUPLICATE_RESOURCE', SUPPORT_MESSAGES.tooManyAttachments, { fieldErrors: { file: [SUPPORT_MESSAGES.tooManyAttachments] } });

/**
 * Lets the routes of `scope` take multipart/form-data as well as JSON: a route listed in `maxFilesByUrl` (by its
 * declared url) gets its text fields as the body and up to that many files (uploadsFrom). Added in the support
 * module's own encapsulated scope, so no other module's routes are touched.
 */
export function acceptForms(scope: FastifyInstance, maxFilesByUrl: Record<string, number>) {
  scope.addHook('preValidation', async (req) => {
    const max = req.routeOptions.url ? maxFilesByUrl[req.routeOptions.url] : undefined;
    if (!max || !req.isMultipart()) return;
    const { fields, files } = await readForm(req, max);
    req.body = fields;
    uploadsOf.set(req, files);
  });
}
