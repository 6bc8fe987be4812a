import type { ModuleInput, ModuleUpdate, OrderInput, PrerequisitesInput } from '../../../shared/training.contracts';
import { manageUrl, sendAuthoring, useAuthoringMutation } from './authoring-mutation';

/**
 * Modules of a programme, each answering with the whole programme:
 * POST /api/training/manage/programs/:id/modules (ModuleInput); PUT /api/training/manage/programs/:id/module-order
 * (every module id in the new order); PATCH and DELETE /api/training/manage/modules/:id;
 * PUT /api/training/manage/modules/:id/prerequisites (422 on itself, another programme or a cycle).
 */
export const createModule = ({ programId, body }: { programId: string; body: ModuleInput }) =>
  sendAuthoring(manageUrl('programs', programId, 'modules'), 'POST', body);
export const orderModules = ({ programId, body }: { programId: string; body: OrderInput }) =>
  sendAuthoring(manageUrl('programs', programId, 'module-order'), 'PUT', body);
export const updateModule = ({ id, patch }: { id: string; patch: ModuleUpdate }) => sendAuthoring(manageUrl('modules', id), 'PATCH', patch);
export const deleteModule = (id: string) => sendAuthoring(manageUrl('modules', id), 'DELETE');
export const setPrerequisites = ({ id, body }: { id: string; body: PrerequisitesInput }) =>
  sendAuthoring(manageUrl('modules', id, 'prerequisites'), 'PUT', body);

export const useCreateModule = () => useAuthoringMutation('create-module', createModule);
export const useOrderModules = () => useAuthoringMutation('order-modules', orderModules);
export const useUpdateModule = () => useAuthoringMutation('update-module', updateModule);
export const useDeleteModule = () => useAuthoringMutation('delete-module', deleteModule);
export const useSetPrerequisites = () => useAuthoringMutation('prerequisites', setPrerequisites);
