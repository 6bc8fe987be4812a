import type { QuestionInput, QuestionUpdate } from '../../../shared/training.contracts';
import { manageUrl, sendAuthoring, useAuthoringMutation } from './authoring-mutation';

/**
 * Quiz questions of a module, each answering with the whole programme: POST /api/training/manage/modules/:id/questions
 * (QuestionInput), PATCH and DELETE /api/training/manage/questions/:id.
 */
export const createQuestion = ({ moduleId, body }: { moduleId: string; body: QuestionInput }) =>
  sendAuthoring(manageUrl('modules', moduleId, 'questions'), 'POST', body);
export const updateQuestion = ({ id, patch }: { id: string; patch: QuestionUpdate }) =>
  sendAuthoring(manageUrl('questions', id), 'PATCH', patch);
export const deleteQuestion = (id: string) => sendAuthoring(manageUrl('questions', id), 'DELETE');

export const useCreateQuestion = () => useAuthoringMutation('create-question', createQuestion);
export const useUpdateQuestion = () => useAuthoringMutation('update-question', updateQuestion);
export const useDeleteQuestion = () => useAuthoringMutation('delete-question', deleteQuestion);
