import type { NotificationType } from '../../../../shared/notifications.contracts';
import { cn } from '../../../lib/cn';
import { NOTIFICATION_TYPE_APPEARANCE } from '../notification-appearance';

/** The type's icon in its coloured circle. Decorative: the type is also written out next to it. */
export function NotificationTypeIcon({ type, size = 'md' }: { type: NotificationType; size?: 'sm' | 'md' }) {
  const { icon: Icon, iconClass, circleClass } = NOTIFICATION_TYPE_APPEARANCE[type];
  return (
    <span aria-hidden className={cn('grid shrink-0 place-items-center rounded-full', circleClass, size === 'sm' ? 'size-7' : 'size-10')}>
      <Icon className={cn(iconClass, size === 'sm' ? 'size-4' : 'size-5')} />
    </span>
  );
}
