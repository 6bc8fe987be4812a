import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNotification, type Notification } from '../../../shared/notifications.contracts';
import { apiFetch } from '../../lib/api-client';
import { notificationKeys } from './query-keys';

/** PATCH /api/notifications/:id/read → the Notification with read_at set. */

export async function markNotificationRead(id: string): Promise<Notification> {
  const data = await apiFetch<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' });
  return ZNotification.parse(data);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'mark-read'],
    mutationFn: markNotificationRead,
    // The list, the latest 5 and the unread count all show read state.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
