import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatLongDateTime,
  getDateDisplayStyle,
  setDateDisplayStyle,
  type DateDisplayStyle,
} from './time';

// 2026-11-22T16:30Z is 00:30 on Nov 23 in Manila: each style must show the Manila day, not the UTC one.
const INSTANT = '2026-11-22T16:30:00Z';

afterEach(() => setDateDisplayStyle('medium'));

describe('date display styles (profile → Display preferences → Date format)', () => {
  it('defaults to medium, which is what the server always uses', () => {
    expect(getDateDisplayStyle()).toBe('medium');
    expect(formatDate(INSTANT)).toBe('Nov 23, 2026');
    expect(formatDateTime(INSTANT)).toBe('Nov 23, 2026, 12:30 AM');
    expect(formatCalendarDate('2026-11-27')).toBe('Nov 27, 2026');
  });

  it.each<[DateDisplayStyle, string, string, string]>([
    ['medium', 'Nov 23, 2026', 'Nov 23, 2026, 12:30 AM', 'Nov 27, 2026'],
    ['short', '11/23/26', '11/23/26, 12:30 AM', '11/27/26'],
    ['iso', '2026-11-23', '2026-11-23 00:30', '2026-11-27'],
  ])('%s: dates, date-times and calendar dates in Manila', (style, date, dateTime, calendar) => {
    setDateDisplayStyle(style);
    expect(getDateDisplayStyle()).toBe(style);
    expect(formatDate(INSTANT)).toBe(date);
    expect(formatDate(new Date(INSTANT))).toBe(date);
    expect(formatDateTime(INSTANT)).toBe(dateTime);
    expect(formatCalendarDate('2026-11-27')).toBe(calendar);
    expect(formatDate('2026-11-27')).toBe(calendar);
  });

  it('never shifts a calendar date by a zone, in any style', () => {
    for (const style of ['medium', 'short', 'iso'] as const) {
      setDateDisplayStyle(style);
      expect(formatCalendarDate('2026-01-01')).toMatch(/2026|1\/1\/26/);
      expect(formatCalendarDate('2026-01-01')).not.toMatch(/2025|31/);
    }
  });

  it('leaves junk alone and keeps e-mail dates written out', () => {
    setDateDisplayStyle('iso');
    expect(formatDate('garbage')).toBe('garbage');
    expect(formatDateTime('garbage')).toBe('garbage');
    expect(formatCalendarDate('2026-13-45x')).toBe('2026-13-45x');
    expect(formatLongDateTime(INSTANT)).toMatch(/^November 23, 2026/);
  });

  it('falls back to medium for an unknown style', () => {
    setDateDisplayStyle('weird' as DateDisplayStyle);
    expect(getDateDisplayStyle()).toBe('medium');
  });
});
