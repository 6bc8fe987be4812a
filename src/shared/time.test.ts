import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
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
