import { describe, expect, it } from 'vitest';
import { currentProgram } from './progress';

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
