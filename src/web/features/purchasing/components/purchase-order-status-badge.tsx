import { StatusPill } from '../../../components/ui/status-pill';
import type { PurchaseOrderStatus } from '../../../../shared/purchasing.contracts';
import { PO_STATUS_APPEARANCE } from '../purchase-order-status';

export function PurchaseOrderStatusBadge({ status, className }: { status: PurchaseOrderStatus; className?: string }) {
  return (
    <StatusPill
      status={status}
      tone={PO_STATUS_APPEARANCE[status].badgeClass}
      label={PO_STATUS_APPEARANCE[status].label}
      className={className}
    />
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
