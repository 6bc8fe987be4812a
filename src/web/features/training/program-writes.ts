import type { ProgramInput, ProgramUpdate } from '../../../shared/training.contracts';
import { manageUrl, sendAuthoring, useAuthoringMutation } from './authoring-mutation';

/**
 * POST /api/training/manage/programs (ProgramInput) → AuthoringProgram (a draft);
 * PATCH /api/training/manage/programs/:id (ProgramUpdate) → AuthoringProgram; publishing answers 409 with what is
 * missing (a module without lessons, a lesson without its file).
 */
export const createProgram = (body: ProgramInput) => sendAuthoring(manageUrl('programs'), 'POST', body);
export const updateProgram = ({ id, patch }: { id: string; patch: ProgramUpdate }) =>
  sendAuthoring(manageUrl('programs', id), 'PATCH', patch);

export const useCreateProgram = () => useAuthoringMutation('create-program', createProgram);
export const useUpdateProgram = () => useAuthoringMutation('update-program', updateProgram);
