import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZPreferences, type Preferences, type PreferencesUpdate } from '../../../shared/notifications.contracts';
import { apiFetch } from '../../lib/api-client';
import { notificationKeys } from './query-keys';

/** PUT /api/notification-preferences with only the changed switches → the saved Preferences. */

export async function updateNotificationPreferences(change: PreferencesUpdate): Promise<Preferences> {
  return ZPreferences.parse(await apiFetch<unknown>('/api/notification-preferences', { method: 'PUT', body: change }));
}

const UPDATE_KEY = ['notifications', 'settings', 'update'] as const;

/**
 * Optimistic: the switch moves at once. A failure puts back only the fields this change touched (a
 * second, quicker toggle keeps its own state) and the global handler raises "Save Failed" with the
 * server's message.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_KEY,
    mutationFn: updateNotificationPreferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.settings });
      const previous = queryClient.getQueryData<Preferences>(notificationKeys.settings);
      queryClient.setQueryData<Preferences>(notificationKeys.settings, (old) => (old ? { ...old, ...change } : old));
      return { previous };
    },
    onError: (_error, change, context) => {
      const previous = context?.previous;
      if (!previous) return;
      const restored = Object.fromEntries(Object.keys(change).map((key) => [key, previous[key as keyof PreferencesUpdate]]));
      queryClient.setQueryData<Preferences>(notificationKeys.settings, (old) => (old ? { ...old, ...restored } : previous));
    },
    onSuccess: () => {
      toast.success('Preferences saved', { id: 'preferences-saved' });
    },
    onSettled: async () => {
      // Re-read only when the last pending save has finished, so a refetch can't undo a newer toggle.
      if (queryClient.isMutating({ mutationKey: UPDATE_KEY }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
