import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, manilaAt, manilaDayStart, toManilaYmd, weekdayOf } from './time';

// The helpers are fixed UTC+8 arithmetic (issue 34); they must agree with a real Asia/Manila conversion.
describe('Manila helpers as fixed UTC+8 arithmetic', () => {
  const instants: number[] = [];
  for (let t = Date.UTC(2019, 0, 1); t < Date.UTC(2031, 0, 1); t += 7 * 3_600_000 + 13 * 60_000) instants.push(t);

  it('give the Manila calendar date of an instant as the time-zone database does', () => {
    for (const t of instants) expect(toManilaYmd(t)).toBe(format(new TZDate(t, 'Asia/Manila'), 'yyyy-MM-dd'));
    expect(toManilaYmd('2026-11-30T15:59:59.999Z')).toBe('2026-11-30');
    expect(toManilaYmd('2026-11-30T16:00:00.000Z')).toBe('2026-12-01');
  });

  it('start days, place times, add days and name weekdays as the time-zone database does', () => {
    for (const t of instants.filter((_, i) => i % 5 === 0)) {
      const ymd = toManilaYmd(t);
      const [y, m, d] = ymd.split('-').map(Number);
      expect(manilaDayStart(ymd).getTime()).toBe(new TZDate(y, m - 1, d, 'Asia/Manila').getTime());
      expect(manilaAt(ymd, 9, 30).getTime()).toBe(new TZDate(y, m - 1, d, 9, 30, 'Asia/Manila').getTime());
      expect(addCalendarDays(ymd, 45)).toBe(format(new Date(y, m - 1, d + 45, 12), 'yyyy-MM-dd'));
      expect(addCalendarDays(ymd, -400)).toBe(format(new Date(y, m - 1, d - 400, 12), 'yyyy-MM-dd'));
      expect(weekdayOf(ymd)).toBe(new Date(y, m - 1, d, 12).getDay());
    }
  });

  it('refuses an invalid instant as before', () => {
    expect(() => toManilaYmd('not a date')).toThrow(RangeError);
  });
});
