import { formatCalendarDate } from '../../../shared/dates';

/** Order dates are shown in Manila time whatever the browser's zone (DESIGN: a Philippine network). */

const DATE_TIME = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' });
const DATE = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: 'Asia/Manila' });

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : DATE_TIME.format(d);
}

export function formatDate(iso: string): string {
  // A bare calendar date is already a Manila date: format it as is, not shifted from UTC midnight.
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return formatCalendarDate(iso);
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : DATE.format(d);
}
