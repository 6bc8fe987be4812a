import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterTrainingChange } from './invalidate-after-training-change';
import { manageUrl } from './authoring-mutation';
import { trainingKeys } from './training-keys';

/** DELETE /api/training/manage/programs/:id → {ok}: a draft only (409 for a published or archived programme). */
export async function deleteProgram(id: string): Promise<void> {
  await apiFetch<unknown>(manageUrl('programs', id), { method: 'DELETE' });
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['training', 'manage', 'delete-program'],
    mutationFn: deleteProgram,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: trainingKeys.program(id) });
      return invalidateAfterTrainingChange(queryClient);
    },
  });
}
