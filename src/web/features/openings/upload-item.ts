import { ZOpening, type Opening } from '../../../shared/openings.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form';
import { useOpeningMutation } from './opening-mutation';

/**
 * POST /api/openings/:id/items/:itemId/upload (multipart "file") → Opening: the item awaits head office's review. The
 * server checks the content (PDF, JPG or PNG; a photo JPG or PNG; at most 5 MB).
 */
export function uploadOpeningItem(a: { id: string; itemId: string; file: File; onProgress?: OnProgress }): Promise<Opening> {
  return uploadWithProgress(`/api/openings/${encodeURIComponent(a.id)}/items/${encodeURIComponent(a.itemId)}/upload`, a.file, {
    schema: ZOpening,
    onProgress: a.onProgress,
  });
}
export const useUploadOpeningItem = () => useOpeningMutation('upload-item', uploadOpeningItem);
