import { CONTRACT_EXPIRY_WARNING_DAYS, type ContractStatus } from '../../../shared/suppliers.contracts';
import { calendarDaysFrom } from '../../../shared/time';

/**
 * The status a contract has on `today` given its end date and the status asked for (or the one it has). Draft and
 * terminated are head office's choice; a contract in force is `active`, `expiring` within
 * CONTRACT_EXPIRY_WARNING_DAYS of its end date and `expired` after it. Create, edit and the daily job all use this,
 * so a contract saved as active with a past end date is expired at once rather than at the next run.
 */
export function statusFor(dates: { endDate: string }, requested: ContractStatus, today: string): ContractStatus {
  if (requested === 'draft' || requested === 'terminated') return requested;
  const days = calendarDaysFrom(today, dates.endDate);
  if (days < 0) return 'expired';
  if (days <= CONTRACT_EXPIRY_WARNING_DAYS) return 'expiring';
  return 'active';
}

/** Flagged on the contracts page: in force and ending within the warning window (today included). */
export function isEndingSoon(status: ContractStatus, daysToEnd: number): boolean {
  return (status === 'active' || status === 'expiring') && daysToEnd >= 0 && daysToEnd <= CONTRACT_EXPIRY_WARNING_DAYS;
}
