import { describe, expect, it } from 'vitest';
import { currentProgram, quizScore } from './progress';

describe('a quiz score', () => {
  it('reads as the rounded percentage, and passes on the exact fraction', () => {
    expect(quizScore(2, 3, 60)).toEqual({ scorePercent: 67, passed: true });
    expect(quizScore(2, 3, 67)).toEqual({ scorePercent: 67, passed: false }); // 66.67% is short of 67%
    expect(quizScore(1, 3, 30)).toEqual({ scorePercent: 33, passed: true });
    expect(quizScore(7, 10, 70)).toEqual({ scorePercent: 70, passed: true });
    expect(quizScore(0, 4, 70)).toEqual({ scorePercent: 0, passed: false });
  });
});

const p = (id: string, percent: number, overdue = false, completedAt: string | null = null) => ({ id, percent, overdue, completedAt });

describe('the programme the dashboard card shows', () => {
  it('is the unfinished one the learner is working on, not simply the first', () => {
    expect(currentProgram([p('lemon', 0), p('siomai', 17)])?.id).toBe('siomai');
    expect(currentProgram([p('a', 0), p('b', 0)])?.id).toBe('a');
  });

  it('puts an overdue programme first, and skips finished ones while any is unfinished', () => {
    expect(currentProgram([p('started', 40), p('late', 0, true)])?.id).toBe('late');
    expect(currentProgram([p('done', 100, false, '2026-11-01T00:00:00Z'), p('new', 0)])?.id).toBe('new');
  });

  it('with everything finished, is the latest finished; with nothing, none', () => {
    expect(currentProgram([p('old', 100, false, '2026-01-01T00:00:00Z'), p('recent', 100, false, '2026-11-01T00:00:00Z')])?.id).toBe(
      'recent',
    );
    expect(currentProgram([])).toBeUndefined();
  });
});
