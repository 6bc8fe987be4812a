import type { MarketingAsset } from '../../../shared/marketing.contracts';
import { formatCalendarDate } from '../../../shared/time';

/** "Always available", "Until 31 Dec 2026", "From 1 Dec 2026", "1 Dec 2026 – 31 Dec 2026". */
export function validityText(a: Pick<MarketingAsset, 'validFrom' | 'validUntil'>): string {
  if (a.validFrom && a.validUntil) return `${formatCalendarDate(a.validFrom)} – ${formatCalendarDate(a.validUntil)}`;
  if (a.validUntil) return `Until ${formatCalendarDate(a.validUntil)}`;
  if (a.validFrom) return `From ${formatCalendarDate(a.validFrom)}`;
  return 'Always available';
}

/** Whether head office's row is live for franchisees today, not yet, or over (archived rows say so themselves). */
export function validityState(a: Pick<MarketingAsset, 'validFrom' | 'validUntil'>, today: string): 'current' | 'upcoming' | 'expired' {
  if (a.validFrom && a.validFrom > today) return 'upcoming';
  if (a.validUntil && a.validUntil < today) return 'expired';
  return 'current';
}

export const brandText = (a: Pick<MarketingAsset, 'brandName'>) => a.brandName ?? 'All brands';
