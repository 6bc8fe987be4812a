import { describe, expect, it } from 'vitest';
import { TRAINING_MESSAGES } from '../../../shared/training.contracts';
import { CHOOSE_ANSWER, quizResolver, type QuizValues } from './quiz-resolver';

const resolve = (answers: QuizValues['answers']) =>
  quizResolver(answers.length)({ answers }, undefined, { fields: {}, shouldUseNativeValidation: false }) as Promise<{
    values: { answers?: number[] };
    errors: { answers?: ({ message?: string } | undefined)[] };
  }>;

describe('quiz form', () => {
  it('asks for an answer under each question left, and only those', async () => {
    const { errors, values } = await resolve(['1', null, '0', null]);
    expect(values).toEqual({});
    expect(errors.answers?.[1]?.message).toBe(CHOOSE_ANSWER);
    expect(errors.answers?.[3]?.message).toBe(CHOOSE_ANSWER);
    expect(errors.answers?.[0]).toBeUndefined();
    expect(errors.answers?.[2]).toBeUndefined();
  });

  it('sends the chosen options as indexes through the shared contract', async () => {
    const { errors, values } = await resolve(['2', '0', '1']);
    expect(errors).toEqual({});
    expect(values).toEqual({ answers: [2, 0, 1] });
  });

  it('refuses an option the contract does not allow, under its question', async () => {
    const { errors } = await resolve(['0', '9']);
    expect(errors.answers?.[1]?.message).toBe(TRAINING_MESSAGES.answerOutOfRange);
  });
});
