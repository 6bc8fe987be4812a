import { describe, expect, it } from 'vitest';
import { formatSpan } from './support-format';

describe('support formatting', () => {
  it('formats spans from minutes to days', () => {
    expect(formatSpan(30_000)).toBe('under 1 min');
    expect(formatSpan(45 * 60_000)).toBe('45 min');
    expect(formatSpan(3 * 3_600_000)).toBe('3 h');
    expect(formatSpan(3 * 3_600_000 + 20 * 60_000)).toBe('3 h 20 min');
    expect(formatSpan(2 * 86_400_000 + 4 * 3_600_000)).toBe('2 d 4 h');
    expect(formatSpan(Number.NaN)).toBe('under 1 min');
  });
});
