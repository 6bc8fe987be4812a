import { CONTRACT_EXPIRY_WARNING_DAYS, type ContractStatus } from '../../../shared/suppliers.contracts';

const DAY_MS = 86_400_000;

/** Whole calendar days from `today` to `endDate` (both YYYY-MM-DD); negative once the end date has passed. */
export function daysBetween(today: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * The status a contract has on `today` given its end date and the status asked for (or the one it has). Draft and
 * terminated are head office's choice; a contract in force is `active`, `expiring` within
 * CONTRACT_EXPIRY_WARNING_DAYS of its end date and `expired` after it. Create, edit and the daily job all use this,
 * so a contract saved as active with a past end date is expired at once rather than at the next run.
 */
export function statusFor(dates: { endDate: string }, requested: ContractStatus, today: string): ContractStatus {
  if (requested === 'draft' || requested === 'terminated') return requested;
  const days = daysBetween(today, dates.endDate);
  if (days < 0) return 'expired';
  if (days <= CONTRACT_EXPIRY_WARNING_DAYS) return 'expiring';
  return 'active';
}

/** Flagged on the contracts page: in force and ending within the warning window (today included). */
export function isEndingSoon(status: ContractStatus, daysToEnd: number): boolean {
  return (status === 'active' || status === 'expiring') && daysToEnd >= 0 && daysToEnd <= CONTRACT_EXPIRY_WARNING_DAYS;
}
