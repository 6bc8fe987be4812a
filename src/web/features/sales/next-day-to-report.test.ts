import { describe, expect, it } from 'vitest';
import { nextDayToReport } from './next-day-to-report';

describe('the day the sales entry suggests', () => {
  const today = '2026-11-29';

  it('is yesterday when yesterday is not reported yet', () => {
    expect(nextDayToReport(new Set(['2026-11-27']), today)).toBe('2026-11-28');
  });

  it('is the most recent gap when yesterday is done (never a day already reported)', () => {
    expect(nextDayToReport(new Set(['2026-11-28', '2026-11-27']), today)).toBe('2026-11-26');
  });

  it('is today when the last two weeks are all reported, and nothing once today is too', () => {
    const fortnight = new Set(Array.from({ length: 14 }, (_, i) => `2026-11-${String(28 - i).padStart(2, '0')}`));
    expect(nextDayToReport(fortnight, today)).toBe(today);
    expect(nextDayToReport(new Set([...fortnight, today]), today)).toBeNull();
  });

  it('does not reach back before the location opened', () => {
    expect(nextDayToReport(new Set(['2026-11-28']), today, '2026-11-28')).toBe(today);
  });
});
