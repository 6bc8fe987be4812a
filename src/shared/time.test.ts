import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDaysFrom,
  calendarDaysInclusive,
  timeAgo,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatManila,
  inManila,
  manilaAt,
  manilaDateRange,
  manilaDayEnd,
  manilaDayStart,
  manilaMonth,
  toManilaYmd,
  weekdayOf,
} from './time';

describe('shared/time: Asia/Manila (UTC+8, no daylight saving)', () => {
  it('a Manila day starts at 16:00 UTC the day before and ends (exclusive) 24 hours later', () => {
    expect(manilaDayStart('2026-11-23').toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(manilaDayEnd('2026-11-23').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(manilaDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(manilaAt('2026-11-23', 9).toISOString()).toBe('2026-11-23T01:00:00.000Z');
  });

  it('the Manila date of an instant flips at 16:00 UTC, not at UTC midnight', () => {
    expect(toManilaYmd(new Date('2026-11-22T15:59:59.999Z'))).toBe('2026-11-22');
    expect(toManilaYmd(new Date('2026-11-22T16:00:00.000Z'))).toBe('2026-11-23');
    expect(toManilaYmd('2026-12-31T16:00:00Z')).toBe('2027-01-01');
    expect(toManilaYmd(Date.UTC(2026, 0, 1, 0, 0))).toBe('2026-01-01');
    expect(inManila(new Date('2026-11-22T16:30:00Z')).getHours()).toBe(0);
  });

  it('formats instants in Manila with a date-fns pattern', () => {
    expect(formatManila(new Date('2026-11-22T16:05:09Z'), 'yyyy-MM-dd HH:mm:ss')).toBe('2026-11-23 00:05:09');
    expect(formatManila(new Date('2026-11-22T15:05:00Z'), 'yyyyMMdd')).toBe('20261122');
  });

  it('turns a from/to filter into a half-open range of instants', () => {
    expect(manilaDateRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      gte: new Date('2026-10-31T16:00:00Z'),
      lt: new Date('2026-11-30T16:00:00Z'),
    });
    expect(manilaDateRange({})).toEqual({ gte: undefined, lt: undefined });
  });

  it('adds calendar days across month, year and leap-day ends', () => {
    expect(addCalendarDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2026-11-23', 30)).toBe('2026-12-23');
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(() => manilaDayStart('23/11/2026')).toThrow(RangeError);
  });

  it('gives month bounds in Manila, by month or by instant', () => {
    expect(manilaMonth('2026-02')).toEqual({
      month: '2026-02',
      firstDay: '2026-02-01',
      lastDay: '2026-02-28',
      start: new Date('2026-01-31T16:00:00Z'),
      end: new Date('2026-02-28T16:00:00Z'),
    });
    expect(manilaMonth('2028-02').lastDay).toBe('2028-02-29');
    expect(manilaMonth('2026-12').end.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    // 16:30 UTC on Nov 30 is already Dec 1 in Manila.
    expect(manilaMonth(new Date('2026-11-30T16:30:00Z')).month).toBe('2026-12');
    expect(manilaMonth(new Date('2026-11-30T15:59:00Z')).month).toBe('2026-11');
  });

  it('displays dates the one way pages and notifications show them', () => {
    expect(formatCalendarDate('2026-11-27')).toBe('Nov 27, 2026');
    expect(formatCalendarDate('nope')).toBe('nope');
    expect(formatDate('2026-11-27')).toBe('Nov 27, 2026');
    expect(formatDate('2026-11-22T16:30:00Z')).toBe('Nov 23, 2026');
    expect(formatDateTime('2026-11-22T16:30:00Z')).toBe('Nov 23, 2026, 12:30 AM');
    expect(formatDateTime('garbage')).toBe('garbage');
  });
});

describe('calendar day counts (the one home for day differences)', () => {
  it('counts whole days between dates across months, years and a leap day, negative backwards', () => {
    expect(calendarDaysFrom('2026-11-01', '2026-11-30')).toBe(29);
    expect(calendarDaysFrom('2026-12-31', '2027-01-01')).toBe(1);
    expect(calendarDaysFrom('2028-02-28', '2028-03-01')).toBe(2);
    expect(calendarDaysFrom('2027-02-28', '2027-03-01')).toBe(1);
    expect(calendarDaysFrom('2026-12-02', '2026-11-25')).toBe(-7);
    expect(calendarDaysFrom('2026-12-02', '2026-12-02')).toBe(0);
  });

  it('agrees with addCalendarDays for any offset', () => {
    for (const offset of [-400, -31, -1, 0, 1, 59, 366, 1000])
      expect(calendarDaysFrom('2026-03-15', addCalendarDays('2026-03-15', offset))).toBe(offset);
  });

  it('counts both ends of a range', () => {
    expect(calendarDaysInclusive('2026-11-01', '2026-11-30')).toBe(30);
    expect(calendarDaysInclusive('2026-12-02', '2026-12-02')).toBe(1);
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('reads like speech, and in the future for a clock ahead', () => {
    expect(timeAgo('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-03-09T11:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-03-04T12:00:00Z', now.getTime())).toBe('6 days ago');
    expect(timeAgo('2026-03-10T14:00:00Z', now)).toBe('in 2 hours');
    expect(timeAgo('not a date', now)).toBe('unknown');
  });
  it('gives the date from 30 days on', () => {
    expect(timeAgo('2025-12-01T00:00:00Z', now, () => 'Dec 1, 2025')).toBe('Dec 1, 2025');
    expect(timeAgo('2026-02-08T12:00:00Z', now)).toMatch(/2026/);
  });
});
