import { ZLocationDocument, type DocumentUploadQuery, type LocationDocument } from '../../../shared/contract-package.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form';
import { useContractMutation } from './contract-mutation';

/**
 * POST /api/contract-package/locations/:locationId/documents?kind&title&expiresOn (multipart "file") → LocationDocument,
 * pending review; the server checks the content (PDF, DOC, DOCX, JPG, PNG, at most 5 MB).
 */
export function uploadLocationDocument(a: {
  locationId: string;
  meta: DocumentUploadQuery;
  file: File;
  onProgress?: OnProgress;
}): Promise<LocationDocument> {
  const q = new URLSearchParams({ kind: a.meta.kind, title: a.meta.title });
  if (a.meta.expiresOn) q.set('expiresOn', a.meta.expiresOn);
  return uploadWithProgress(`/api/contract-package/locations/${encodeURIComponent(a.locationId)}/documents?${q}`, a.file, {
    schema: ZLocationDocument,
    onProgress: a.onProgress,
  });
}
export const useUploadLocationDocument = () => useContractMutation('upload-document', uploadLocationDocument);
