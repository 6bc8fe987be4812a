import type { ApplicationDocumentKind, ApplicationReceipt, ApplicationUpload } from '../../../shared/applications.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form/xhr-upload';
import { apiFetch } from '../../lib/api-client';
import { APPLY_API } from './apply-constants';

/** The server's answers are trusted as typed here: parsing them would bring zod into the page's first load. */
const asIs = <T>() => ({ parse: (data: unknown) => data as T });

/** POST /api/applications/documents (multipart "kind" + "file") → 201 the upload with its one-time token. */
export function uploadDocument(kind: ApplicationDocumentKind, file: File, onProgress: OnProgress): Promise<ApplicationUpload> {
  return uploadWithProgress(APPLY_API.documents, file, { schema: asIs<ApplicationUpload>(), onProgress, fields: { kind } });
}

/** POST /api/applications/documents/:id/discard {id, token} → 204: the file is removed from the server. */
export function discardDocument(upload: { id: string; token: string }): Promise<void> {
  return apiFetch<void>(`${APPLY_API.documents}/${encodeURIComponent(upload.id)}/discard`, {
    method: 'POST',
    body: { id: upload.id, token: upload.token },
  });
}

/** POST /api/applications → 201 the receipt with the reference; 422 with fieldErrors per field. */
export function submitApplication(body: unknown): Promise<ApplicationReceipt> {
  return apiFetch<ApplicationReceipt>(APPLY_API.submit, { method: 'POST', body });
}
