import type { DashboardPeriod } from '../../../shared/dashboards.contracts';
import { formatPeso } from '../../../shared/money';
import { formatComparedRanges } from '../../../shared/mtd-comparison';

/** "+50.0%" / "−12.5%" / "0.0%"; null (nothing to compare with) reads "no sales to compare". */
export function formatChange(percent: number | null): string {
  if (percent === null) return 'no sales to compare';
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${Math.abs(percent).toFixed(1)}%`;
}

/** The direction a change points, for its icon and colour. */
export function changeTone(percent: number | null): 'up' | 'down' | 'flat' {
  if (percent === null || percent === 0) return 'flat';
  return percent > 0 ? 'up' : 'down';
}

/** A range as two calendar dates ("Feb 1, 2026 – Feb 18, 2026" in the app's date style): the shared wording. */
export { formatDayRange } from '../../../shared/mtd-comparison';

/**
 * The month-to-date change's line: the two ranges compared, as analytics states them too, and what the earlier one
 * sold ("Mar 1, 2026 – Mar 18, 2026 vs Feb 1, 2026 – Feb 18, 2026 (₱16,000.00)").
 */
export function monthToDateCompared(p: DashboardPeriod, comparisonCentavos: number): string {
  const ranges = formatComparedRanges({ from: p.monthStart, to: p.today }, { from: p.lastMonthStart, to: p.lastMonthSameDaysEnd });
  return `${ranges} (${formatPeso(comparisonCentavos)})`;
}

/** "11.1%" of a target; "—" without one. */
export function formatPercent(percent: number | null): string {
  return percent === null ? '—' : `${percent.toFixed(1)}%`;
}

const MONTH = new Intl.DateTimeFormat('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "February 2026" for the first day of a month (a calendar date, read without a zone shift). */
export function formatMonth(firstDay: string): string {
  return MONTH.format(new Date(`${firstDay}T00:00:00Z`));
}
