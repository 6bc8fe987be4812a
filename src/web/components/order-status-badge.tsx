import type { OrderStatus } from '../../shared/orders.contracts';
import { cn } from '../lib/cn';
import { ORDER_STATUS_APPEARANCE } from '../lib/order-status';

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { label, badgeClass } = ORDER_STATUS_APPEARANCE[status];
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
