import { describe, expect, it } from 'vitest';
import { changeTone, formatChange, formatDayRange, formatMonth, formatPercent, monthToDateCompared } from './format';

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
  it('states both ranges of the month-to-date change and what the earlier one sold', () => {
    const p = { monthStart: '2026-03-01', today: '2026-03-31', lastMonthStart: '2026-02-01', lastMonthSameDaysEnd: '2026-02-28' };
    expect(monthToDateCompared(p as Parameters<typeof monthToDateCompared>[0], 1_600_000)).toBe(
      'Mar 1, 2026 – Mar 31, 2026 vs Feb 1, 2026 – Feb 28, 2026 (₱16,000.00)',
    );
  });
});
