import { StatusPill } from '../../../components/ui/status-pill';
import type { SalesStatus } from '../../../../shared/sales.contracts';

export const SALES_STATUS_LABELS: Record<SalesStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  corrected: 'Corrected',
};

const APPEARANCE: Record<SalesStatus, string> = {
  draft: 'bg-muted text-muted-foreground ring-border',
  submitted: 'bg-sky-50 text-sky-800 ring-sky-600/30 dark:bg-sky-950 dark:text-sky-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-950 dark:text-emerald-200',
  rejected: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950 dark:text-red-200',
  corrected: 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-200',
};

export function SalesStatusBadge({ status, className }: { status: SalesStatus; className?: string }) {
  return <StatusPill status={status} tone={APPEARANCE[status]} label={SALES_STATUS_LABELS[status]} className={className} />;
}

/** "POS feed" beside a day the location's point-of-sale system sent (issue 36); nothing for typed or imported days. */
export function SalesSourceMark({ source }: { source: string }) {
  return source === 'pos' ? (
    <span className="ml-1 inline-flex items-center rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-800 ring-1 ring-violet-600/30 ring-inset dark:bg-violet-950 dark:text-violet-200">
      POS feed
    </span>
  ) : null;
}
