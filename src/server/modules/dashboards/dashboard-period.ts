import { addCalendarDays, manilaMonth, toManilaYmd, weekdayOf } from '../../../shared/time';
import type { DashboardPeriod } from '../../../shared/dashboards.contracts';
import { monthToDateComparison } from '../../../shared/mtd-comparison';

/** Days in the sales trend (today included). */
export const TREND_DAYS = 30;

export interface Period extends DashboardPeriod {
  /** First day of the 30-day trend and of the "orders last 30 days" window. */
  trendStart: string;
}

/**
 * The Manila calendar a dashboard is computed for, from one instant, so every figure of one answer agrees (and tests
 * can pin the clock). Month to date and "same days of last month" are the app's one month-to-date comparison
 * (src/shared/mtd-comparison.ts), the one analytics' "This month" uses too.
 */
export function dashboardPeriod(now: Date): Period {
  const today = toManilaYmd(now);
  const month = manilaMonth(now);
  const mtd = monthToDateComparison(today);
  const elapsedDays = mtd.current.days;
  const daysInMonth = Number(month.lastDay.slice(8, 10));
  const weekStart = addCalendarDays(today, -((weekdayOf(today) + 6) % 7));
  return {
    today,
    yesterday: addCalendarDays(today, -1),
    monthStart: mtd.current.from,
    lastMonthStart: mtd.comparison.from,
    lastMonthSameDaysEnd: mtd.comparison.to,
    weekStart,
    weekEnd: addCalendarDays(weekStart, 6),
    elapsedDays,
    daysInMonth,
    trendStart: addCalendarDays(today, -(TREND_DAYS - 1)),
  };
}

/** The public part of the period (the trend start is the service's business). */
export function publicPeriod(p: Period): DashboardPeriod {
  const { trendStart: _omit, ...rest } = p;
  return rest;
}

/** One decimal place, halves away from zero; null when there is nothing to compare with. */
export function percent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  const v = (part / whole) * 100;
  return (Math.sign(v) * Math.round(Math.abs(v) * 10)) / 10;
}

/** A monthly target prorated to the elapsed days of the month, in whole centavos. */
export function proratedTarget(target: number | null, elapsedDays: number, daysInMonth: number): number | null {
  if (target === null || target <= 0) return null;
  return Math.round((target * elapsedDays) / daysInMonth);
}

/** Every day of the trend with its sum (days without reported sales count as zero, so the line has no gaps). */
export function fillTrend(start: string, end: string, byDay: Map<string, number>): { date: string; netCentavos: number }[] {
  const out: { date: string; netCentavos: number }[] = [];
  for (let d = start; d <= end; d = addCalendarDays(d, 1)) out.push({ date: d, netCentavos: byDay.get(d) ?? 0 });
  return out;
}
