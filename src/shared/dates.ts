/**
 * The app's one date format ("Nov 27, 2026", en-PH medium, Manila time), shared so texts the server
 * composes (notification messages, shown in toasts and the bell) read like the dates on every page.
 */

const CALENDAR_DATE = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: 'UTC' });

/** A bare YYYY-MM-DD is already a Manila calendar date: formatted as is, never shifted by a zone. */
export function formatCalendarDate(ymd: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return ymd;
  const d = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? ymd : CALENDAR_DATE.format(d);
}
