import { addCalendarDays, toManilaYmd } from '../../../shared/time';

/**
 * Dates for the "Mark as Shipped" form. The network runs on Manila time, so "today" is Manila's
 * calendar date whatever the browser's zone: an estimated delivery before it makes no sense.
 */

/** Days from shipping to the default estimate; the person can change it. */
export const DEFAULT_DELIVERY_DAYS = 3;

/** YYYY-MM-DD in Manila. */
export const manilaDate = (now: Date): string => toManilaYmd(now);

/** A YYYY-MM-DD date plus whole days, calendar arithmetic only (no zone shifts). */
export const addDays = addCalendarDays;

export function defaultEstimatedDelivery(now: Date): string {
  return addCalendarDays(toManilaYmd(now), DEFAULT_DELIVERY_DAYS);
}
