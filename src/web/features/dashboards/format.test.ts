import { describe, expect, it } from 'vitest';
import { changeTone, formatChange, formatDayRange, formatMonth, formatPercent } from './format';

describe('dashboard formatting', () => {
  it('signs changes and says when there is nothing to compare', () => {
    expect(formatChange(50)).toBe('+50.0%');
    expect(formatChange(-12.5)).toBe('−12.5%');
    expect(formatChange(0)).toBe('0.0%');
    expect(formatChange(null)).toBe('no sales to compare');
    expect([changeTone(3), changeTone(-3), changeTone(0), changeTone(null)]).toEqual(['up', 'down', 'flat', 'flat']);
  });
  it('formats ranges and percents', () => {
    expect(formatDayRange('2026-02-01', '2026-02-18')).toBe('Feb 1, 2026 – Feb 18, 2026');
    expect(formatDayRange('2026-02-01', '2026-02-01')).toBe('Feb 1, 2026');
    expect(formatPercent(11.1)).toBe('11.1%');
    expect(formatPercent(null)).toBe('—');
    expect(formatMonth('2026-02-01')).toBe('February 2026');
  });
});
