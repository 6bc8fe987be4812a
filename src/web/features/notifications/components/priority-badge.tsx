import type { NotificationPriority } from '../../../../shared/notifications.contracts';
import { cn } from '../../../lib/cn';
import { PRIORITY_APPEARANCE } from '../notification-appearance';

export function PriorityBadge({ priority }: { priority: NotificationPriority }) {
  const { label, badgeClass } = PRIORITY_APPEARANCE[priority];
  return (
    <span data-priority={priority} className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium', badgeClass)}>
      <span className="sr-only">Priority: </span>
      {label}
    </span>
  );
}
