import type { PurchaseOrderStatus } from '../../../../shared/purchasing.contracts';
import { cn } from '../../../lib/cn';
import { PO_STATUS_APPEARANCE } from '../purchase-order-status';

export function PurchaseOrderStatusBadge({ status, className }: { status: PurchaseOrderStatus; className?: string }) {
  const { label, badgeClass } = PO_STATUS_APPEARANCE[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        badgeClass,
        className,
      )}
    >
      <span className="sr-only">Status: </span>
      {label}
    </span>
  );
}

/** "Overdue": open and past its expected date (the server decides, in Manila time). */
export function OverdueFlag() {
  return (
    <span className="inline-flex items-center whitespace-nowrap rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900 ring-1 ring-inset ring-red-300">
      Overdue
    </span>
  );
}
