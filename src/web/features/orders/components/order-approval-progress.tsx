import { Users } from 'lucide-react';
import type { OrderDetail } from '../../../../shared/orders.contracts';
import { orderApprovalProgressText } from '../../../lib/approval-text';

/** Above the two-approver threshold: "Approved by 1 of 2 — waiting for a second approver" while pending. */
export function OrderApprovalProgress({ order }: { order: Pick<OrderDetail, 'status' | 'approvals'> }) {
  const text = orderApprovalProgressText(order);
  if (!text) return null;
  return (
    <p className="flex items-start gap-2 text-sm font-medium text-warning" data-testid="approval-progress">
      <Users aria-hidden className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}
