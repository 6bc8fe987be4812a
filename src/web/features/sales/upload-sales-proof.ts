import { ZSalesDay, type SalesDay } from '../../../shared/sales.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form';

/** POST /api/sales/:id/proof (multipart "file") → SalesDay with its proof's name; the server checks the content. */
export function uploadSalesProof(id: string, file: File, onProgress?: OnProgress): Promise<SalesDay> {
  return uploadWithProgress(`/api/sales/${id}/proof`, file, { schema: ZSalesDay, onProgress });
}

/** Where the proof downloads from (streamed only after the server's permission check). */
export const salesProofUrl = (id: string) => `/api/sales/${id}/proof`;
