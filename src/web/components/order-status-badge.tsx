import { StatusPill } from './ui/status-pill';
import type { OrderStatus } from '../../shared/orders.contracts';
import { ORDER_STATUS_APPEARANCE } from '../lib/order-status';

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <StatusPill
      status={status}
      tone={ORDER_STATUS_APPEARANCE[status].badgeClass}
      label={ORDER_STATUS_APPEARANCE[status].label}
      className={className}
    />
  );
}
