/** How supplier performance figures read: rates are 0–1 (null until a PO counts), lead times in days, rating 0–5. */

export const NO_FIGURE = '—';

/** 0.923 → "92%", 0.9999 → "99.9%" (never rounds a miss up to 100%), null → "—". */
export function formatRate(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return NO_FIGURE;
  const pct = rate * 100;
  if (pct > 99 && pct < 100) return `${(Math.floor(pct * 10) / 10).toLocaleString('en-PH')}%`;
  return `${Math.round(pct)}%`;
}

/** 4.5 → "4.5 days", 1 → "1 day", null → "—". */
export function formatDays(days: number | null | undefined): string {
  if (days === null || days === undefined || !Number.isFinite(days)) return NO_FIGURE;
  const rounded = Math.round(days * 10) / 10;
  return `${rounded.toLocaleString('en-PH', { maximumFractionDigits: 1 })} ${rounded === 1 ? 'day' : 'days'}`;
}

/** "Actual 5.5 days vs 7 days promised": the comparison the performance pages show. */
export function leadTimeComparison(actual: number | null, promised: number | null): string {
  if (actual === null && promised === null) return NO_FIGURE;
  return `${formatDays(actual)} vs ${formatDays(promised)} promised`;
}

/** Whether the supplier took longer than it promised (for a warning colour). */
export function isLate(actual: number | null, promised: number | null): boolean {
  return actual !== null && promised !== null && actual > promised;
}

/** 4.25 → "4.3 / 5", null → "Not rated". */
export function formatRating(rating: number | null | undefined): string {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return 'Not rated';
  return `${(Math.round(rating * 10) / 10).toFixed(1)} / 5`;
}

/** The share of a month's completed POs that arrived on time, as a chart value 0–100 (null when none completed). */
export function onTimePercent(month: { completed: number; onTime: number }): number | null {
  return month.completed > 0 ? Math.round((month.onTime / month.completed) * 1000) / 10 : null;
}
