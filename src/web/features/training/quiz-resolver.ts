import type { Resolver } from 'react-hook-form';
import { ZQuizSubmission } from '../../../shared/training.contracts';
import { formResolver } from '../../components/form';
import { unansweredIndexes } from './training-format';

export const CHOOSE_ANSWER = 'Choose an answer.';

/** A radio group gives the chosen option's value as text, null while none is chosen. */
export interface QuizValues {
  answers: (string | null)[];
}

/**
 * Every question needs an answer (the message under each one left); the answers then go through the shared contract,
 * as option indexes.
 */
export function quizResolver(questionCount: number): Resolver<QuizValues, unknown, { answers: number[] }> {
  const contract = formResolver<QuizValues, { answers: number[] }>(ZQuizSubmission, {
    toInput: (v) => ({ answers: v.answers.map(Number) }),
  });
  return (values, context, options) => {
    const gaps = unansweredIndexes(values.answers, questionCount);
    if (gaps.length === 0) return contract(values, context, options);
    const answers: { type: string; message: string }[] = [];
    for (const i of gaps) answers[i] = { type: 'required', message: CHOOSE_ANSWER };
    return { values: {}, errors: { answers } as never };
  };
}
