import type { LessonInput, LessonUpdate, OrderInput } from '../../../shared/training.contracts';
import { manageUrl, sendAuthoring, useAuthoringMutation } from './authoring-mutation';

/**
 * Lessons of a module, each answering with the whole programme: POST /api/training/manage/modules/:id/lessons
 * (LessonInput), PUT /api/training/manage/modules/:id/lesson-order (every lesson id in the new order), PATCH and DELETE /api/training/manage/lessons/:id. An image or document lesson's file is uploaded
 * afterwards (upload-lesson-file.ts).
 */
export const createLesson = ({ moduleId, body }: { moduleId: string; body: LessonInput }) =>
  sendAuthoring(manageUrl('modules', moduleId, 'lessons'), 'POST', body);
export const orderLessons = ({ moduleId, body }: { moduleId: string; body: OrderInput }) =>
  sendAuthoring(manageUrl('modules', moduleId, 'lesson-order'), 'PUT', body);
export const updateLesson = ({ id, patch }: { id: string; patch: LessonUpdate }) => sendAuthoring(manageUrl('lessons', id), 'PATCH', patch);
export const deleteLesson = (id: string) => sendAuthoring(manageUrl('lessons', id), 'DELETE');

export const useCreateLesson = () => useAuthoringMutation('create-lesson', createLesson);
export const useOrderLessons = () => useAuthoringMutation('order-lessons', orderLessons);
export const useUpdateLesson = () => useAuthoringMutation('update-lesson', updateLesson);
export const useDeleteLesson = () => useAuthoringMutation('delete-lesson', deleteLesson);
