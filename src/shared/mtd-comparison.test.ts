import { describe, expect, it } from 'vitest';
import { changePercent, formatComparedRanges, formatDayRange, monthToDateComparison } from './mtd-comparison';
import { resolvePeriod } from './analytics.contracts';

describe('the month-to-date comparison', () => {
  it('compares the 1st through today with the same days of last month', () => {
    expect(monthToDateComparison('2026-11-24')).toEqual({
      current: { from: '2026-11-01', to: '2026-11-24', days: 24 },
      comparison: { from: '2026-10-01', to: '2026-10-24', days: 24 },
    });
    expect(monthToDateComparison('2026-11-30')).toEqual({
      current: { from: '2026-11-01', to: '2026-11-30', days: 30 },
      comparison: { from: '2026-10-01', to: '2026-10-30', days: 30 },
    });
  });

  it('clamps to a shorter previous month: Mar 31 and Mar 29 against February, common and leap years', () => {
    expect(monthToDateComparison('2026-03-31')).toEqual({
      current: { from: '2026-03-01', to: '2026-03-31', days: 31 },
      comparison: { from: '2026-02-01', to: '2026-02-28', days: 28 },
    });
    expect(monthToDateComparison('2026-03-29').comparison).toEqual({ from: '2026-02-01', to: '2026-02-28', days: 28 });
    expect(monthToDateComparison('2028-03-31').comparison).toEqual({ from: '2028-02-01', to: '2028-02-29', days: 29 });
    // 31 May against a 30-day April.
    expect(monthToDateComparison('2026-05-31').comparison).toEqual({ from: '2026-04-01', to: '2026-04-30', days: 30 });
    // A longer previous month is never read past today's day number: 28 Feb against 1–28 Jan.
    expect(monthToDateComparison('2026-02-28').comparison).toEqual({ from: '2026-01-01', to: '2026-01-28', days: 28 });
  });

  it('reaches back into last year on January 1', () => {
    expect(monthToDateComparison('2027-01-01')).toEqual({
      current: { from: '2027-01-01', to: '2027-01-01', days: 1 },
      comparison: { from: '2026-12-01', to: '2026-12-01', days: 1 },
    });
  });

  it('rounds the change to one decimal, halves away from zero, and has none without earlier sales', () => {
    expect(changePercent(2_400_000, 1_600_000)).toBe(50);
    expect(changePercent(2_000_000, 1_300_000)).toBe(53.8);
    expect(changePercent(100, 100)).toBe(0);
    expect(Object.is(changePercent(99_999_999, 100_000_000), 0)).toBe(true); // −0.000001 % reads 0, not −0
    // −12.25 % and +12.25 % are halves: both go away from zero.
    expect(changePercent(8_775, 10_000)).toBe(-12.3);
    expect(changePercent(11_225, 10_000)).toBe(12.3);
    expect(changePercent(500, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
  });

  it('states both ranges', () => {
    expect(formatComparedRanges({ from: '2026-11-01', to: '2026-11-30' }, { from: '2026-10-01', to: '2026-10-30' })).toBe(
      'Nov 1, 2026 – Nov 30, 2026 vs Oct 1, 2026 – Oct 30, 2026',
    );
    expect(formatDayRange('2027-01-01', '2027-01-01')).toBe('Jan 1, 2027');
  });

  it('is what analytics’ "This month" compares with, so the dashboard and analytics agree', () => {
    for (const today of ['2026-03-31', '2027-01-01', '2026-11-24']) {
      const { current, comparison } = monthToDateComparison(today);
      expect(resolvePeriod({ period: 'this_month' }, today)).toMatchObject({
        from: current.from,
        to: current.to,
        days: current.days,
        previousFrom: comparison.from,
        previousTo: comparison.to,
      });
    }
  });
});
