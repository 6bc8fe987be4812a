import { PACKAGE_CODES, packageLabel, type PackageCode } from '../../../shared/packages';
import type {
  DocumentReviewStatus,
  MilestoneState,
  PackageInfo,
  RenewalStatus,
  UpgradeRequestStatus,
} from '../../../shared/contract-package.contracts';
import { formatPeso } from '../../../shared/money';
import { PILL_TONES } from '../../components/ui/status-pill';

/** "₱120,000.00", or "from ₱500,000.00" for a package priced from (the brand's price, as the server sent it). */
export function packagePrice(p: Pick<PackageInfo, 'priceCentavos' | 'priceFrom'>): string {
  return `${p.priceFrom ? 'from ' : ''}${formatPeso(p.priceCentavos)}`;
}

/** "C Advanced · ₱250,000.00": a package as a choice in a select. */
export const packageOptionLabel = (p: PackageInfo) => `${packageLabel(p.code)} · ${packagePrice(p)}`;

/** The packages above `current` the brand offers: what an upgrade may ask for. */
export const higherPackages = (offered: readonly PackageInfo[], current: PackageCode) =>
  offered.filter((p) => PACKAGE_CODES.indexOf(p.code) > PACKAGE_CODES.indexOf(current));

/** "12 days left", "Ends today", "Ended 3 days ago". */
export function daysLeftText(days: number): string {
  if (days > 1) return `${days.toLocaleString('en-PH')} days left`;
  if (days === 1) return '1 day left';
  if (days === 0) return 'Ends today';
  return `Ended ${Math.abs(days).toLocaleString('en-PH')} ${days === -1 ? 'day' : 'days'} ago`;
}

/** "6%" or "5.5%". */
export const percentText = (p: number) => `${p.toLocaleString('en-PH', { maximumFractionDigits: 2 })}%`;

export const REVIEW_TONES: Record<DocumentReviewStatus, string> = {
  pending: PILL_TONES.warn,
  approved: PILL_TONES.good,
  rejected: PILL_TONES.bad,
};
export const MILESTONE_TONES: Record<MilestoneState, string> = {
  pending: PILL_TONES.neutral,
  in_progress: PILL_TONES.info,
  completed: PILL_TONES.good,
};
export const UPGRADE_TONES: Record<UpgradeRequestStatus, string> = {
  pending: PILL_TONES.warn,
  approved: PILL_TONES.good,
  declined: PILL_TONES.bad,
  withdrawn: PILL_TONES.neutral,
};
export const RENEWAL_TONES: Record<RenewalStatus, string> = {
  not_due: PILL_TONES.neutral,
  due: PILL_TONES.warn,
  in_renewal: PILL_TONES.info,
  renewed: PILL_TONES.good,
  not_renewing: PILL_TONES.bad,
};

/** History field names as people read them. */
export const HISTORY_FIELD_LABELS: Record<string, string> = {
  packageCode: 'Package',
  termStart: 'Term start',
  termEnd: 'Term end',
  territory: 'Territory',
  renewalStatus: 'Renewal status',
  signedOn: 'Signed on',
  royaltyPercent: 'Royalty rate',
  marketingFeePercent: 'Marketing fee rate',
};
