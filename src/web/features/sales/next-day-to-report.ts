import { addCalendarDays } from '../../../shared/time';

/** How far back the entry form looks for a day still to report. */
export const REPORT_LOOKBACK_DAYS = 14;

/**
 * The day the entry form suggests: the most recent day before today (within the lookback) with no report yet, else
 * today if it is unreported, else none, so a finished day is never offered to be reported twice. `earliest` (the
 * location's opening day, when known) bounds the search.
 */
export function nextDayToReport(reported: ReadonlySet<string>, today: string, earliest?: string | null): string | null {
  for (let back = 1; back <= REPORT_LOOKBACK_DAYS; back++) {
    const day = addCalendarDays(today, -back);
    if (earliest && day < earliest) break;
    if (!reported.has(day)) return day;
  }
  return reported.has(today) ? null : today;
}
