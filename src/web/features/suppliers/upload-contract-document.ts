import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContract, type Contract } from '../../../shared/suppliers.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form';
import { invalidateAfterSupplierChange } from './invalidate-after-supplier-change';

/**
 * POST /api/suppliers/contracts/:id/document (multipart "file") → Contract with the document's name and type; the
 * server checks the content (pdf, doc, docx, jpg, jpeg, png, at most 5 MB) and replaces any earlier document.
 */
export function uploadContractDocument({ id, file, onProgress }: { id: string; file: File; onProgress?: OnProgress }): Promise<Contract> {
  return uploadWithProgress(`/api/suppliers/contracts/${encodeURIComponent(id)}/document`, file, { schema: ZContract, onProgress });
}

/** Where the document downloads from (streamed only after the server's permission check). */
export const contractDocumentUrl = (id: string) => `/api/suppliers/contracts/${encodeURIComponent(id)}/document`;

export function useUploadContractDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['suppliers', 'contracts', 'document'],
    mutationFn: uploadContractDocument,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterSupplierChange(queryClient),
  });
}
