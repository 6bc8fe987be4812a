import { addCalendarDays, formatCalendarDate, manilaMonth } from './time';

/**
 * The one month-to-date comparison of the app (issue 31): the landing dashboards' "Sales this month" and analytics'
 * "This month" both compare with it, so the same sales give the same percentage on both pages, and both state the
 * two ranges.
 *
 * - The current range runs from the 1st of today's Manila month through today, today included: every page reports
 *   month-to-date sales that way (the "Sales this month" figure, analytics' "This month", a POS feed's sales the
 *   moment they arrive), so the change is about the very figure shown beside it. A day not reported yet counts as
 *   zero; the stated ranges make that visible.
 * - The comparison range is the same days of the previous month: its 1st through today's day number, clamped to the
 *   previous month's length (Mar 1–31 compares with Feb 1–28, Jan 1 with Dec 1). So the comparison never runs into
 *   the current month, and a day of the month compares with that same day.
 * - The change is (current − comparison) / comparison × 100, one decimal, halves away from zero; none (null) when the
 *   comparison range has no sales, since no percentage of nothing means anything.
 */

/** Manila calendar dates, both ends included. */
export interface DayRange {
  from: string;
  to: string;
  days: number;
}

export interface MonthToDateComparison {
  current: DayRange;
  comparison: DayRange;
}

const dayOf = (ymd: string) => Number(ymd.slice(8, 10));

/** The two ranges of the month-to-date comparison on `today` (a Manila `YYYY-MM-DD`). */
export function monthToDateComparison(today: string): MonthToDateComparison {
  const month = manilaMonth(today.slice(0, 7));
  const previous = manilaMonth(addCalendarDays(month.firstDay, -1).slice(0, 7));
  const elapsed = dayOf(today);
  const sameDays = Math.min(elapsed, dayOf(previous.lastDay));
  return {
    current: { from: month.firstDay, to: today, days: elapsed },
    comparison: { from: previous.firstDay, to: addCalendarDays(previous.firstDay, sameDays - 1), days: sameDays },
  };
}

/** The change from `before` to `now` in percent, one decimal, halves away from zero; null when `before` is not positive. */
export function changePercent(now: number, before: number): number | null {
  if (!(before > 0)) return null;
  const v = ((now - before) / before) * 100;
  const rounded = (Math.sign(v) * Math.round(Math.abs(v) * 10)) / 10;
  return rounded === 0 ? 0 : rounded; // never −0
}

/** "Feb 1, 2026 – Feb 18, 2026" (the app's date style); one day reads as that day. */
export function formatDayRange(from: string, to: string): string {
  return from === to ? formatCalendarDate(from) : `${formatCalendarDate(from)} – ${formatCalendarDate(to)}`;
}

/** "Dec 1, 2026 – Dec 2, 2026 vs Nov 1, 2026 – Nov 2, 2026": the two ranges a change compares, as every page states them. */
export function formatComparedRanges(current: { from: string; to: string }, comparison: { from: string; to: string }): string {
  return `${formatDayRange(current.from, current.to)} vs ${formatDayRange(comparison.from, comparison.to)}`;
}
