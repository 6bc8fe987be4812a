/** How the supplier pages write their figures (rating, rates, lead times, counts). */

/** "★ 4.2", or "No rating yet" before any purchase order has been received. */
export function ratingText(rating: number | null): string {
  return rating === null ? 'No rating yet' : `★ ${rating.toFixed(1)}`;
}

/** A 0–1 share as a percentage with at most one decimal ("92%", "87.5%"); "—" when there is none yet. */
export function rateText(rate: number | null): string {
  if (rate === null) return '—';
  const percent = Math.round(rate * 1000) / 10;
  return `${percent.toLocaleString('en-PH', { maximumFractionDigits: 1 })}%`;
}

/** "1 day", "7 days". */
export function daysText(days: number): string {
  return `${days.toLocaleString('en-PH')} ${days === 1 ? 'day' : 'days'}`;
}

/** A contract's end flag: "Ends today", "Ends in 1 day", "Ends in 12 days"; "Ended" once past. */
export function endsInText(daysToEnd: number): string {
  if (daysToEnd < 0) return 'Ended';
  if (daysToEnd === 0) return 'Ends today';
  return `Ends in ${daysText(daysToEnd)}`;
}

/** Warehouse stock at or below the reorder level needs restocking (the low-stock rule of inventory). */
export function isLowStock(available: number, reorderLevel: number): boolean {
  return available <= reorderLevel;
}
