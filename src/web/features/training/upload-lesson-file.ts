import { ZAuthoringProgram, type AuthoringProgram } from '../../../shared/training.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form';
import { manageUrl, useAuthoringMutation } from './authoring-mutation';

/**
 * POST /api/training/manage/lessons/:id/file (multipart "file") → AuthoringProgram: an image lesson takes JPG or PNG,
 * a document lesson PDF, Word, JPG or PNG, at most 5 MB (checked by content on the server); replaces any earlier file.
 */
export function uploadLessonFile({ id, file, onProgress }: { id: string; file: File; onProgress?: OnProgress }): Promise<AuthoringProgram> {
  return uploadWithProgress(manageUrl('lessons', id, 'file'), file, { schema: ZAuthoringProgram, onProgress });
}

export const useUploadLessonFile = () => useAuthoringMutation('lesson-file', uploadLessonFile);
