import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAnnouncement, type Announcement, type AnnouncementCreate } from '../../../shared/notifications.contracts';
import { apiFetch } from '../../lib/api-client';
import { announcementKeys, notificationKeys } from './query-keys';

/**
 * POST /api/announcements (franchisor only) body AnnouncementCreate → {announcement}. The server
 * fans it out as system_announcement notifications to everyone, one brand or chosen locations.
 */

const ZCreated = z.object({ announcement: ZAnnouncement });

export async function createAnnouncement(body: AnnouncementCreate): Promise<Announcement> {
  return ZCreated.parse(await apiFetch<unknown>('/api/announcements', { method: 'POST', body })).announcement;
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['announcements', 'create'],
    mutationFn: createAnnouncement,
    // Re-sending on a flaky network could notify everyone twice.
    retry: false,
    // The form shows the error itself, next to the fields or above them.
    meta: { errorToast: false },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: announcementKeys.list }),
        // Head office can be among the recipients of "Everyone".
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
