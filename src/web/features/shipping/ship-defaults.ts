/**
 * Dates for the "Mark as Shipped" form. The network runs on Manila time, so "today" is Manila's
 * calendar date whatever the browser's zone: an estimated delivery before it makes no sense.
 */

/** Days from shipping to the default estimate; the person can change it. */
export const DEFAULT_DELIVERY_DAYS = 3;

const MANILA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD in Manila. */
export function manilaDate(now: Date): string {
  return MANILA_DATE.format(now);
}

/** A YYYY-MM-DD date plus whole days, calendar arithmetic only (no zone shifts). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function defaultEstimatedDelivery(now: Date): string {
  return addDays(manilaDate(now), DEFAULT_DELIVERY_DAYS);
}
