import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLearnerModule, type LearnerModule } from '../../../shared/training.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterTrainingChange } from './invalidate-after-training-change';
import { trainingKeys } from './training-keys';

/** POST /api/training/lessons/:id/complete → the module with the lesson read (and where to resume); 409 while locked. */
export async function completeLesson(lessonId: string): Promise<LearnerModule> {
  return ZLearnerModule.parse(
    await apiFetch<unknown>(`/api/training/lessons/${encodeURIComponent(lessonId)}/complete`, { method: 'POST' }),
  );
}

export function useCompleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['training', 'lessons', 'complete'],
    mutationFn: completeLesson,
    meta: { errorToast: false },
    onSuccess: (module) => {
      // The answer is the module as it now is: the stepper ticks the lesson at once.
      queryClient.setQueryData(trainingKeys.module(module.id), module);
      // The rest re-reads in the background: the learner moves on without waiting for it.
      void invalidateAfterTrainingChange(queryClient);
    },
  });
}
