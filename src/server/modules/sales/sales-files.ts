import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  DOCUMENT_CONTENT_TYPES,
  documentTypeOf,
  readUploadedFile as readDocument,
  refuseUpload,
  safeFileName as safeDocumentName,
  type DocumentType,
} from '../../lib/document-upload';
import { SALES_MESSAGES } from '../../../shared/sales.contracts';
import { looksLikeSpreadsheetText } from '../../lib/spreadsheet';

/** Sales uploads on the document kit (lib/document-upload.ts) with the sales page's messages. */
const MESSAGES = { chooseFile: SALES_MESSAGES.chooseFile, tooLarge: SALES_MESSAGES.proofTooLarge };

/** Proof attachments are the spec's document types. */
export const PROOF_CONTENT_TYPES = DOCUMENT_CONTENT_TYPES;

/** Reads the one multipart file ("file") of a request, at most 5 MB; a larger one is a 413, none a 422. */
export const readUploadedFile = (request: FastifyRequest) => readDocument(request, MESSAGES);

/** The proof's type by content (the name is ignored), or a 422 for anything else. */
export const proofTypeOf = (bytes: Buffer): Promise<DocumentType> => documentTypeOf(bytes, SALES_MESSAGES.proofWrongType);

/**
 * A spreadsheet is XLSX (a zip) or text; any other recognisable binary (a PNG renamed .csv) is refused up front.
 * Text with a byte-order mark is text whatever a sniffer makes of it (UTF-16 LE's FF FE reads as MPEG audio).
 */
export async function assertSpreadsheet(bytes: Buffer): Promise<void> {
  if (looksLikeSpreadsheetText(bytes)) return;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && detected.ext !== 'xlsx') throw refuseUpload(SALES_MESSAGES.notSpreadsheet);
}

/** A display name for a stored proof: the base name, printable, at most 200 characters. */
export const safeFileName = (name: string, fallbackExt: string) => safeDocumentName(name, fallbackExt, 'proof');
