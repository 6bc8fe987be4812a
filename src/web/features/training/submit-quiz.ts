import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZQuizResult, type QuizResult } from '../../../shared/training.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterTrainingChange } from './invalidate-after-training-change';

/**
 * POST /api/training/modules/:id/quiz ({answers}: the option index per question, in order) → the graded result; the
 * correct options are revealed only here. 409 until every lesson is read, 422 when an answer is missing.
 */
export async function submitQuiz({ moduleId, answers }: { moduleId: string; answers: number[] }): Promise<QuizResult> {
  return ZQuizResult.parse(
    await apiFetch<unknown>(`/api/training/modules/${encodeURIComponent(moduleId)}/quiz`, { method: 'POST', body: { answers } }),
  );
}

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['training', 'quiz', 'submit'],
    mutationFn: submitQuiz,
    // Each submission is an attempt of its own: never re-sent behind the learner's back.
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterTrainingChange(queryClient),
  });
}
