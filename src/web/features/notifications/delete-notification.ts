import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../lib/api-client';
import { notificationKeys } from './query-keys';

/** DELETE /api/notifications/:id → {ok: true}. Only the recipient may delete it (server-checked). */

export function deleteNotification(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'delete'],
    mutationFn: deleteNotification,
    onSuccess: async () => {
      toast.success('Notification deleted', { id: 'notification-deleted' });
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
