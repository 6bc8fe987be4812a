import { addCalendarDays, formatDateTime, manilaAt, manilaToday } from '../../../shared/time';

/** The schedule dialog's first suggestion: tomorrow at 09:00 Manila. */
export const defaultSchedule = () => ({ date: addCalendarDays(manilaToday(), 1), time: '09:00' });

/** A Manila date and HH:mm as the ISO instant the publish endpoint takes. */
export function publishAtOf({ date, time }: { date: string; time: string }): string {
  const [hours, minutes] = time.split(':').map(Number);
  return manilaAt(date, hours ?? 0, minutes ?? 0).toISOString();
}

/** "Scheduled for Nov 27, 2026, 9:00 AM" (Manila). */
export const scheduledText = (publishedAt: string) => `Scheduled for ${formatDateTime(publishedAt)}`;

/** Whether the instant is still ahead (a past time would publish at once, which is Publish now's job). */
export const isAhead = (iso: string) => new Date(iso).getTime() > Date.now();
