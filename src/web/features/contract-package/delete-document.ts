import { apiFetch } from '../../lib/api-client';
import { useContractMutation } from './contract-mutation';

/** DELETE /api/contract-package/documents/:id → { ok } (a franchisee: own upload still pending review). */
export async function deleteLocationDocument(id: string): Promise<void> {
  await apiFetch<unknown>(`/api/contract-package/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
export const useDeleteLocationDocument = () => useContractMutation('delete-document', deleteLocationDocument);
