import { ZLocationDocument, type DocumentReview, type LocationDocument } from '../../../shared/contract-package.contracts';
import { apiFetch } from '../../lib/api-client';
import { useContractMutation } from './contract-mutation';

/** POST /api/contract-package/documents/:id/review ({ decision, note }) → LocationDocument (franchisor; 409 once reviewed). */
export async function reviewDocument({ id, input }: { id: string; input: DocumentReview }): Promise<LocationDocument> {
  return ZLocationDocument.parse(
    await apiFetch<unknown>(`/api/contract-package/documents/${encodeURIComponent(id)}/review`, { method: 'POST', body: input }),
  );
}
export const useReviewDocument = () => useContractMutation('review-document', reviewDocument);
