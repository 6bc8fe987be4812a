import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAuthoringProgram, type AuthoringProgram } from '../../../shared/training.contracts';
import { apiFetch, type ApiFetchOptions } from '../../lib/api-client';
import { invalidateAfterTrainingChange } from './invalidate-after-training-change';
import { trainingKeys } from './training-keys';

/** Every authoring write answers with the whole programme: send it and check the answer against the contract. */
export async function sendAuthoring(
  url: string,
  method: NonNullable<ApiFetchOptions['method']>,
  body?: unknown,
): Promise<AuthoringProgram> {
  return ZAuthoringProgram.parse(await apiFetch<unknown>(url, { method, body }));
}

/**
 * A mutation of the authoring API: the answer (the whole programme) goes straight into the editor's cache, then the
 * training family re-reads (the programme list's counts, the learners' views).
 */
export function useAuthoringMutation<A>(name: string, mutationFn: (args: A) => Promise<AuthoringProgram>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['training', 'manage', name],
    mutationFn,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (program) => {
      queryClient.setQueryData(trainingKeys.program(program.id), program);
      return invalidateAfterTrainingChange(queryClient);
    },
  });
}

export const manageUrl = (...parts: string[]) => `/api/training/manage/${parts.map(encodeURIComponent).join('/')}`;
